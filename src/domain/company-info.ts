/** The fictional company the site belongs to (public spec {phone}, {email} and the office addresses). */
export const COMPANY = {
  name: 'Ironcrest Steel Industries',
  shortName: 'Ironcrest',
  phone: '+91 98140 22750',
  phoneHref: 'tel:+919814022750',
  cellPhones: ['+91 98140 22750', '+91 98765 41230'],
  email: 'info@ironcreststeel.com',
  hrEmail: 'careers@ironcreststeel.com',
  registeredOffice: 'SCO 214, Sector 34-A, Chandigarh 160022, India',
  factoryOffice: 'Plot 88, Industrial Area Phase 8B, Mohali, Punjab 160071, India',
  businessHours: [
    { days: 'Monday-Friday', hours: '9:00 AM-6:00 PM' },
    { days: 'Saturday', hours: '9:00 AM-1:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  spotlight:
    'Ironcrest Steel Industries manufactures and exports customised engineering steel products and offers procurement, sourcing and engineering design services to clients in over 50 countries.',
  /** The fixed trailing suffix stored page titles carry (public spec 2.6). */
  titleSuffix: ' - Ironcrest Steel Industries',
} as const;

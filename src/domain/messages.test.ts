import { describe, expect, it } from 'vitest';
import { adminMessages, publicMessages } from './messages';

/** Each constant against the text of the specs, written out here so a drift in either shows up. */

describe('public site messages (public spec 2, 4 and 8), verbatim', () => {
  it.each([
    [publicMessages.navigation.loading, 'Loading navigation...'],
    [publicMessages.navigation.fallbackWarning, 'Using fallback navigation'],
    [publicMessages.navigation.empty, 'No navigation available'],
    [publicMessages.navigation.httpError(500), 'HTTP error! status: 500'],
    [publicMessages.navigation.noData, 'No navigation data received from database'],
    [publicMessages.navigation.databaseError('timeout'), 'Database Error: timeout'],
    [publicMessages.slider.loading, 'Loading slider content...'],
    [publicMessages.home.serviceNoLink('Sourcing'), 'Learn more about Sourcing'],
    [publicMessages.home.brochurePlaceholder, 'Email Address*'],
    [publicMessages.about.loadFailed, 'Failed to load content. Using default content.'],
    [publicMessages.about.noTeam, 'No team members found.'],
    [publicMessages.about.noInfrastructure, 'No infrastructure items found.'],
    [publicMessages.about.noCertifications, 'No certifications found.'],
    [publicMessages.page.noContent, 'No content found'],
    [
      publicMessages.page.notFound,
      'Page Content Not Found - The content for this page is currently not available in our database. Please check again soon or contact us for more information.',
    ],
    [publicMessages.page.relatedFallbackHeading, 'Related Products'],
    [publicMessages.page.noRelated, 'No related pages available'],
    [publicMessages.contact.heroTitle, 'Contact Us'],
    [publicMessages.contact.heroSubtitlePrefix, 'Get in Touch with'],
    [publicMessages.contact.formTitle, 'Send us a Message'],
    [publicMessages.contact.sending, 'Sending...'],
    [publicMessages.contact.failed, 'Failed to submit form. Please try again.'],
    [publicMessages.contact.networkError, 'Network error. Please check your connection and try again.'],
    [publicMessages.contact.mapPlaceholder, 'Interactive Map Coming Soon'],
    [publicMessages.contact.findUs, 'Find Us'],
    [publicMessages.careers.whyWorkWithUs, 'Why Work With Us'],
    [publicMessages.careers.currentOpenings, 'Current Openings'],
    [publicMessages.careers.noOpenings, 'No Current Openings'],
    [publicMessages.careers.contactHr, 'Contact HR'],
    [publicMessages.careers.submitting, 'Submitting...'],
    [publicMessages.careers.failed, 'Failed to submit application. Please try again.'],
    [publicMessages.careers.exception, 'An error occurred while submitting your application. Please try again.'],
  ])('%j is the documented text', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('styles the contact result as success only for the texts that contain Thank you', () => {
    expect(publicMessages.contact.success).toContain(publicMessages.contact.successMarker);
    expect(publicMessages.contact.successMarker).toBe('Thank you');
    expect(publicMessages.contact.success).toContain('within 24 hours');
    expect(publicMessages.contact.failed).not.toContain(publicMessages.contact.successMarker);
    expect(publicMessages.contact.networkError).not.toContain(publicMessages.contact.successMarker);
  });

  it('styles the application result as success only for the texts that contain successfully', () => {
    expect(publicMessages.careers.successMarker).toBe('successfully');
    expect(publicMessages.careers.success).toContain(publicMessages.careers.successMarker);
    expect(publicMessages.careers.failed).not.toContain(publicMessages.careers.successMarker);
    expect(publicMessages.careers.exception).not.toContain(publicMessages.careers.successMarker);
  });
});

describe('back office messages (admin spec 5 and 8), verbatim', () => {
  it.each([
    [adminMessages.login.invalid, 'Invalid credentials'],
    [adminMessages.dashboard.fetchFailed('db down'), 'Failed to fetch dashboard stats: db down'],
    [adminMessages.dashboard.fetchError, 'Error fetching dashboard stats'],
    [adminMessages.dashboard.noRecentContacts, 'No recent contact submissions'],
    [adminMessages.dashboard.noRecentCareers, 'No recent career applications'],
    [adminMessages.pages.deleteFailed('x'), 'Error deleting page: x'],
    [adminMessages.pages.deleteError, 'Error deleting page'],
    [adminMessages.pages.saveFailed('x'), 'Error: x'],
    [adminMessages.pages.saveError, 'Error saving page'],
    [adminMessages.pages.imageDeleteFailed('x'), 'Failed to delete image: x'],
    [adminMessages.pages.imageDeleteError, 'Error deleting image'],
    [adminMessages.pages.imageUploadFailed('x'), 'Failed to upload image: x'],
    [adminMessages.pages.imageUploadError, 'Error uploading image'],
    [adminMessages.pages.deleted, 'Page deleted successfully!'],
    [adminMessages.pages.updated, 'Page updated successfully!'],
    [adminMessages.pages.created, 'Page created successfully!'],
    [adminMessages.pages.empty, 'No pages found'],
    [adminMessages.pages.maximumReached, 'Maximum reached'],
    [adminMessages.navigation.deleteFailed('x'), 'Error deleting item: x'],
    [adminMessages.navigation.deleteError, 'Error deleting navigation item'],
    [adminMessages.navigation.saveFailed('x'), 'Error: x'],
    [adminMessages.navigation.saveError, 'Error saving navigation item'],
    [adminMessages.navigation.deleted, 'Navigation item deleted!'],
    [adminMessages.navigation.updated, 'Navigation item updated!'],
    [adminMessages.navigation.created, 'Navigation item created!'],
    [adminMessages.navigation.empty, 'No navigation items found'],
    [adminMessages.slider.loadFailed('db down'), 'Error loading slider items: db down'],
    [adminMessages.slider.loadFailed(), 'Error loading slider items: Unknown error'],
    [adminMessages.slider.uploadFailed('too big'), 'Upload failed: too big'],
    [adminMessages.slider.uploadFailed(''), 'Upload failed: Unknown error'],
    [adminMessages.slider.uploadError('bad gateway'), 'Upload error: bad gateway'],
    [adminMessages.slider.error('x'), 'Error: x'],
    [adminMessages.slider.error(), 'Error: Unknown error'],
    [adminMessages.slider.imageUploaded, 'Image uploaded successfully!'],
    [adminMessages.slider.statusUpdated, 'Status updated successfully!'],
    [adminMessages.slider.updated, 'Slider item updated successfully!'],
    [adminMessages.slider.created, 'Slider item created successfully!'],
    [adminMessages.slider.deleted, 'Slider item deleted successfully!'],
    [adminMessages.slider.maxItems, 'Maximum 5 slider items allowed!'],
    [adminMessages.slider.backgroundRequired, 'Error: Background image is required'],
    [adminMessages.slider.pendingUploadFailed, 'Failed to upload image. Please try again.'],
    [adminMessages.slider.confirmDelete, 'Are you sure you want to delete this slider item?'],
    [adminMessages.slider.empty, 'No slider items found. Add your first slider item to get started.'],
    [adminMessages.submissions.statusUpdated, 'Status updated successfully!'],
    [adminMessages.submissions.statusFailed('x'), 'Error updating status: x'],
    [adminMessages.submissions.statusError, 'Error updating status'],
    [adminMessages.submissions.submissionDeleted, 'Submission deleted successfully!'],
    [adminMessages.submissions.submissionDeleteFailed('x'), 'Error deleting submission: x'],
    [adminMessages.submissions.applicationDeleted, 'Application deleted successfully!'],
    [adminMessages.submissions.applicationDeleteFailed('x'), 'Error deleting application: x'],
    [adminMessages.submissions.noSubmissions, 'No submissions found'],
    [adminMessages.submissions.noApplications, 'No applications found'],
    [adminMessages.submissions.noDataToExport, 'No data to export'],
    [adminMessages.submissions.noResume, 'No resume file available for download'],
    [adminMessages.content.updated, 'Content updated successfully!'],
    [adminMessages.content.updateFailed('x'), 'Error updating content: x'],
    [adminMessages.content.entityError('x'), 'Error: x'],
    [adminMessages.content.saveError('team member'), 'Error saving team member'],
    [adminMessages.content.deleteError('team member'), 'Error deleting team member'],
    [adminMessages.content.serviceOrderFailed('x'), 'Error updating service order: x'],
    [adminMessages.content.noTeam, 'No team members found...'],
    [adminMessages.content.noInfrastructure, 'No infrastructure items found'],
    [adminMessages.content.noCertifications, 'No certifications found'],
    [adminMessages.content.noJobs, 'No job openings found'],
    [adminMessages.content.noServices, 'No services found...'],
    [adminMessages.services.fetchFailed('x'), 'Failed to fetch services: x'],
    [adminMessages.services.deleteFailed('x'), 'Failed to delete service: x'],
    [adminMessages.services.saveFailed('x'), 'Failed to save service: x'],
    [adminMessages.services.networkError('saving service'), 'Error saving service'],
    [adminMessages.products.fetchFailed('x'), 'Failed to fetch products: x'],
    [adminMessages.products.deleteFailed('x'), 'Failed to delete product: x'],
    [adminMessages.products.orderFailed('x'), 'Failed to update product order: x'],
    [adminMessages.products.saveFailed('x'), 'Failed to save product: x'],
    [adminMessages.products.saveError, 'Error saving product'],
    [adminMessages.products.saving, 'Saving...'],
    [adminMessages.seo.loadFailed('x'), 'Error loading SEO settings: x'],
    [adminMessages.seo.loadFailed(), 'Error loading SEO settings: Unknown error'],
    [adminMessages.seo.updated, 'SEO settings updated successfully!'],
    [adminMessages.seo.updateFailed('x'), 'Error updating SEO settings: x'],
    [adminMessages.seo.updateFailed(), 'Error updating SEO settings: Unknown error'],
    [adminMessages.seo.reset, 'Form reset to default values'],
    [adminMessages.confirmDelete('slider item'), 'Are you sure you want to delete this slider item?'],
  ])('%j is the documented text', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('marks failures on the slider and SEO screens with the word Error and successes without it', () => {
    for (const failure of [adminMessages.slider.error(), adminMessages.slider.backgroundRequired, adminMessages.seo.loadFailed(), adminMessages.seo.updateFailed()]) {
      expect(failure).toContain('Error');
    }
    for (const success of [adminMessages.slider.created, adminMessages.slider.statusUpdated, adminMessages.seo.updated, adminMessages.seo.reset]) {
      expect(success).not.toContain('Error');
    }
  });
});

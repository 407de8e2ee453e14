import { createContext, useContext } from 'react';

/**
 * True when the site runs on a kiosk (a stand at a fair, a touch screen in a lobby): nothing may take the visitor
 * out of the site, so mail, phone and external links show as text. Provided by the app (src/app/kiosk).
 */
export const KioskContext = createContext(false);

export function useKiosk(): boolean {
  return useContext(KioskContext);
}

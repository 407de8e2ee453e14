import { createLargeDataset } from '../fixtures/large-dataset';
import type { Dataset } from '../src/domain/dataset';

/**
 * The stress state of the data screens (`parameters: { dataset: 'stress' }`, the *.stress.stories.tsx files): what
 * editors really store, at its longest. Titles and text in German, Arabic, Japanese and Hindi (compound words that do
 * not break, right-to-left script, no spaces), one unbroken token, and well over a hundred submissions and applications.
 */

/** Long stored texts, one per script, each far longer than the seed's. */
export const STRESS_TEXTS = [
  'Hochleistungs-Maschendrahtzaunbaugruppe mit feuerverzinkter Oberflächenbeschichtungsgarantie für Landwirtschaftsbetriebe',
  'سياج شبكي مجلفن بالغمس الساخن عالي التحمل لحظائر الماشية والمزارع والمنشآت الصناعية الكبيرة',
  '溶融亜鉛めっき仕上げの高耐久チェーンリンクフェンス組立品と家畜用ゲートおよび取付金具一式',
  'पशुधन बाड़ों और औद्योगिक परिसरों के लिए गर्म डुबकी जस्ती उच्च शक्ति वाली चेन लिंक बाड़ असेंबली',
  'Edelstahlsechskantschraubenmutternsortimentsverpackungseinheit-DIN934-A4-M24x3,0-Sonderanfertigung',
] as const;

const text = (index: number): string => STRESS_TEXTS[index % STRESS_TEXTS.length] ?? '';

/** A longer paragraph: the same long text three times, as an editor pastes a full description. */
const paragraph = (index: number) => `${text(index)}. ${text(index + 1)}. ${text(index + 2)}.`;

export function createStressDataset(): Dataset {
  const dataset = createLargeDataset({ contacts: 140, applications: 120 });
  return {
    ...dataset,
    products: dataset.products.map((product, index) => ({ ...product, title: text(index), category: text(index + 1), description: paragraph(index) })),
    services: dataset.services.map((service, index) => ({ ...service, title: text(index), description: paragraph(index) })),
    careerOpenings: dataset.careerOpenings.map((opening, index) => ({
      ...opening,
      title: text(index),
      department: text(index + 1),
      location: text(index + 2),
      description: paragraph(index),
    })),
    contactSubmissions: dataset.contactSubmissions.map((submission, index) =>
      index % 3 === 0 ? { ...submission, name: text(index), company: text(index + 1), message: paragraph(index) } : submission,
    ),
  };
}

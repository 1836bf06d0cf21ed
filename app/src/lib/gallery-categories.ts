import { GALLERY_CATEGORIES, type GalleryCategory } from '@kiln/contract/gallery';

const labels: Record<GalleryCategory, string> = {
  ui: 'UI elements',
  forms: 'Forms',
  navigation: 'Navigation',
  data: 'Data display',
  layout: 'Layout',
  feedback: 'Feedback',
  marketing: 'Marketing',
};

/** The gallery's categories in the contract's order, with their names as people read them. */
export const galleryCategoryOptions = GALLERY_CATEGORIES.map((value) => ({
  value,
  label: labels[value],
}));

export const galleryCategoryLabel = (category: GalleryCategory) => labels[category];

/** The UI kit's own texts and the product's name, shared by every screen. */
export default {
  productName: 'Sacred Spaces',
  tagline: 'Discover Beautiful Spaces in Nature',
};

// jsdom has no object URLs; previews only need a unique string per file.
let next = 0;
if (!URL.createObjectURL) {
  URL.createObjectURL = () => `blob:preview-${++next}`;
}
if (!URL.revokeObjectURL) {
  URL.revokeObjectURL = () => undefined;
}

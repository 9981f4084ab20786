// The model is the Snapshot module's vocabulary: `import Snapshot` brings Screen, SubController,
// Device and the rest with it, as before they moved to LayoutModel.
@_exported import LayoutModel

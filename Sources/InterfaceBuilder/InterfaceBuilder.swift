/// InterfaceBuilder reads the `.xib` and `.storyboard` XML that Xcode writes into a typed document
/// model, and compiles it into Apple's NIBArchive format (`.nib`, `.storyboardc`). It depends on
/// Foundation only and knows nothing of HeadlessUIKit's runtime.
public enum InterfaceBuilderModule {
    /// The module's version of the compiled output layout.
    public static let storyboardVersion = 1
}

import Foundation

/// Compiles a xib document into one nib (see `docs/nib-format.md`).
public enum NibCompiler {
    /// Compiles `document` (a xib): placeholders become `UIProxyObject`s, views are encoded with their subtrees.
    public static func compile(_ document: IBDocument) throws -> NibArchive {
        try compileWithNotes(document).archive
    }

    /// Compiles `document` (a xib) and reports what could not be expressed exactly like ibtool.
    public static func compileWithNotes(_ document: IBDocument) throws -> (archive: NibArchive, notes: [NibCompileNote]) {
        guard document.kind == .xib else { throw NibCompileError("\(document.fileName): not a xib; use StoryboardCompiler for storyboards") }
        let name = URL(fileURLWithPath: document.fileName).deletingPathExtension().lastPathComponent
        var encoder = ViewEncoder(document: document, nibName: name)
        var topLevel: [NibArchiveBuilder.Ref] = []
        var proxies: [NibArchiveBuilder.Ref] = []
        for index in document.topLevelObjects {
            let object = document[index]
            if object.isPlaceholder {
                let identifier = object.placeholderIdentifier ?? object.userLabel ?? object.id
                let proxy = encoder.builder.proxy(identifier)
                encoder.encoded[index] = proxy
                if identifier == "IBFirstResponder" { encoder.responderProxy = proxy }
                proxies.append(proxy)
                topLevel.append(proxy)
            } else {
                topLevel.append(encoder.encodeView(index))
            }
        }
        encoder.encodeConstraints()
        for connection in document.connections {
            guard let source = encoder.encoded[connection.source], let target = encoder.localDestination(connection) else {
                encoder.note("connection \(connection.id ?? "?") joins an object that is not encoded; skipped")
                continue
            }
            encoder.encodeConnection(connection, source: source, destination: target)
        }
        encoder.resolveExternals()
        let others = encoder.objectList.filter { !topLevel.contains($0) }
        encoder.builder.finishRoot(topLevel: topLevel, objects: topLevel + others, connections: encoder.connections)
        return (encoder.builder.archive(), encoder.notes)
    }

    /// Compiles `document` (a xib) and writes it to `url`.
    public static func compile(_ document: IBDocument, to url: URL) throws {
        try compile(document).data().write(to: url)
    }
}

/// The document a compile reads, held by address while the compile call runs: no reference counting (issue 14,
/// sixteenth round). Each encoder held a copy of the `IBDocument` (≈ 35 references, strings and lists, retained when
/// an encoder was taken and released when it was given back, ≈ 350 times a corpus pass), and those retains and
/// releases are atomic: reference counting was ≈ 18 % of the read-and-compile wall time, where instruction counts
/// see a few instructions a call.
///
/// Its tables are read in place through addressors; a document (or an object) passed from one as an argument or as a
/// method's `self` would be copied (a measured Swift 6.3 behaviour: an addressed value is copied to be borrowed), so
/// the helpers the encoders call take a `BorrowedDocument` (or any `IBDocumentTables`) and the encoders pass `document`.
///
/// Valid only inside `with(_:_:)`: the encoders and scene compilers that hold one live inside a compile call, and an
/// encoder given back to `NibBuilderPool` points at `placeholder` instead.
// Unchecked: the document pointed at is a `Sendable` value that nobody changes while it is borrowed.
struct BorrowedDocument: IBDocumentTables, @unchecked Sendable {
    /// Where the document is.
    let pointer: UnsafePointer<IBDocument>

    /// `IBDocument.objects`, in place.
    var objects: [IBObject] { unsafeAddress { pointer.pointer(to: \.objects).unsafelyUnwrapped } }
    /// `IBDocument.constraints`, in place.
    var constraints: [IBConstraint] { unsafeAddress { pointer.pointer(to: \.constraints).unsafelyUnwrapped } }
    /// `IBDocument.connections`, in place.
    var connections: [IBConnection] { unsafeAddress { pointer.pointer(to: \.connections).unsafelyUnwrapped } }
    /// `IBDocument.scenes`, in place.
    var scenes: [IBScene] { unsafeAddress { pointer.pointer(to: \.scenes).unsafelyUnwrapped } }
    /// `IBDocument.topLevelObjects`, in place.
    var topLevelObjects: [Int] { unsafeAddress { pointer.pointer(to: \.topLevelObjects).unsafelyUnwrapped } }
    /// `IBDocument.fileName`, in place.
    var fileName: String { unsafeAddress { pointer.pointer(to: \.fileName).unsafelyUnwrapped } }
    /// `IBDocument.root`, in place.
    var root: IBElement { unsafeAddress { pointer.pointer(to: \.root).unsafelyUnwrapped } }
    /// `IBDocument.idTable`, in place.
    var idTable: IDTable { unsafeAddress { pointer.pointer(to: \.idTable).unsafelyUnwrapped } }

    /// `IBDocument[index]`: a copy of the object.
    subscript(index: Int) -> IBObject { objects[index] }

    /// Runs `body` with `document` borrowed by address.
    static func with<Result>(_ document: IBDocument, _ body: (BorrowedDocument) throws -> Result) rethrows -> Result {
        try withUnsafePointer(to: document) { try body(BorrowedDocument(pointer: $0)) }
    }

    /// An empty xib, read once and kept for the process: what a spare encoder points at (nil if it could not be read;
    /// the pool then keeps no encoders).
    static let placeholder: BorrowedDocument? = {
        guard let document = try? IBDocument.read(
            string: #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects/></document>"#,
            fileName: "placeholder.xib") else { return nil }
        let memory = UnsafeMutablePointer<IBDocument>.allocate(capacity: 1)
        memory.initialize(to: document)
        return BorrowedDocument(pointer: UnsafePointer(memory))
    }()
}

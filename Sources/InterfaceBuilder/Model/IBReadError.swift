/// Why a file could not be read; its description names the file, line and column, what is wrong and what to do.
public struct IBReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The file could not be opened or read (the underlying error's description).
        case unreadable(String)
        /// The file is empty (0 bytes or only whitespace).
        case emptyFile
        /// The XML is not well-formed; the reason says how.
        case malformedXML(String)
        /// The root element is not `<document>` (nor a legacy `<archive>`); carries the root's name.
        case notInterfaceBuilder(String)
        /// The legacy pre-Xcode-5 `<archive type=… version="7.10">` format; `mac` for the Cocoa variant.
        case legacyArchive(type: String, mac: Bool)
        /// A document type other than Cocoa Touch (macOS, tvOS, watchOS…); carries the `type` and its platform.
        case unsupportedDocumentType(type: String, platform: String)
        /// A Cocoa Touch document of a version other than 2.0 or 3.0.
        case unsupportedVersion(String)
        /// A required attribute is missing (e.g. `type` on `<document>`).
        case missingAttribute(element: String, attribute: String)
        /// A connection whose destination id names no object.
        case missingDestination(connectionID: String, destination: String)
        /// Two elements with the same id; carries the first occurrence's line.
        case duplicateID(id: String, firstLine: Int, secondLine: Int)
    }

    /// What went wrong.
    public var kind: Kind
    /// The file name given to `read`.
    public var file: String
    /// Where, when known.
    public var position: IBSourcePosition?

    /// Creates an error.
    public init(kind: Kind, file: String, position: IBSourcePosition?) {
        self.kind = kind
        self.file = file
        self.position = position
    }

    /// The 1-based line, or nil.
    public var line: Int? { position?.line }
    /// The 1-based column, or nil.
    public var column: Int? { position?.column }

    /// `file:line:column: error: what is wrong. What to do.`
    public var description: String {
        let place = position.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(place): error: \(message)"
    }

    /// The message without the location.
    public var message: String {
        switch kind {
        case .unreadable(let why):
            return "cannot read the file: \(why)."
        case .emptyFile:
            return "the file is empty. Save it again from Xcode, or remove it from the inputs."
        case .malformedXML(let why):
            return "malformed XML: \(why). Fix the XML (Xcode writes well-formed files; look for a merge conflict or a hand edit)."
        case .notInterfaceBuilder(let root):
            return "the root element is <\(root)>, not <document>: this is not an Interface Builder .xib or .storyboard."
        case .legacyArchive(let type, let mac):
            return "legacy Interface Builder archive format (<archive type=\"\(type)\">, Xcode 4 and earlier\(mac ? ", macOS" : "")) is not supported. Open the file in Xcode and save it in the current document format\(mac ? "; macOS documents are not supported either" : "")."
        case .unsupportedDocumentType(let type, let platform):
            return "document type \"\(type)\" is a \(platform) document; only Cocoa Touch (iOS) documents are supported (com.apple.InterfaceBuilder3.CocoaTouch.XIB, com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB and their iPad variants)."
        case .unsupportedVersion(let v):
            return "document version \"\(v)\" is not supported; only versions 2.0 and 3.0 are. Open and save the file with a current Xcode."
        case .missingAttribute(let element, let attribute):
            return "<\(element)> has no \(attribute) attribute. Add it, or save the file again from Xcode."
        case .missingDestination(let cid, let dest):
            return "connection \(cid) points to destination \"\(dest)\", but no object has that id. Remove the connection or restore the object in Xcode."
        case .duplicateID(let id, let first, let second):
            return "id \"\(id)\" on line \(second) is already used on line \(first). Give one of the two elements a new id."
        }
    }
}

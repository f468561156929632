import Foundation

extension NSAttributedString.Key {
    /// A text attachment (`NSTextAttachment`), on the attachment character U+FFFC.
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// An image (or other content) inside attributed text, on the attachment character U+FFFC.
/// Headless: measured by its `bounds` (or its image's size); drawing shows nothing for it yet.
@MainActor
open class NSTextAttachment {
    /// The attachment character.
    nonisolated public static let character: Character = "\u{FFFC}"
    /// The image shown.
    open var image: UIImage?
    /// The attachment's rectangle relative to the baseline (zero: the image's size on the baseline).
    open var bounds: CGRect = .zero
    /// Raw contents.
    open var contents: Data?
    /// The contents' type identifier.
    open var fileType: String?
    /// How the attachment adjusts with the line (iOS 15).
    open var lineLayoutPadding: CGFloat = 0

    /// Makes an empty attachment.
    public init() {}
    /// Makes an attachment showing an image (iOS 13).
    public init(image: UIImage) { self.image = image }
    /// Makes an attachment with data of a type.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
    }

    /// The size it takes in a line.
    public var displaySize: CGSize { bounds.size == .zero ? (image?.size ?? .zero) : bounds.size }
}

extension NSAttributedString {
    /// An attributed string of the attachment character carrying an attachment.
    @MainActor
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(NSTextAttachment.character), attributes: [.attachment: attachment])
    }
}

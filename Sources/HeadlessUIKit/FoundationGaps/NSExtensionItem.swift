import Foundation

/// An item an app extension receives or returns (a share extension's input), with attachments.
@MainActor
open class NSExtensionItem {
    /// The title.
    open var attributedTitle: NSAttributedString?
    /// The text.
    open var attributedContentText: NSAttributedString?
    /// The attached items.
    open var attachments: [NSItemProvider]?
    /// Other information.
    open var userInfo: [AnyHashable: Any]?

    /// Makes an empty item.
    public init() {}
}

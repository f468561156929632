import Foundation

/// A paragraph's alignment and line breaking (the parts headless text drawing reads).
open class NSParagraphStyle: NSObject {
    var storedAlignment: NSTextAlignment = .natural
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    var storedLineSpacing: CGFloat = 0

    /// The default style: natural alignment, word wrapping.
    public override init() { super.init() }

    /// The default style.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The alignment.
    open var alignment: NSTextAlignment { storedAlignment }
    /// How lines break and truncate.
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Extra space between lines (not applied headless).
    open var lineSpacing: CGFloat { storedLineSpacing }

    /// A mutable copy.
    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.storedAlignment = storedAlignment
        copy.storedLineBreakMode = storedLineBreakMode
        copy.storedLineSpacing = storedLineSpacing
        return copy
    }
}

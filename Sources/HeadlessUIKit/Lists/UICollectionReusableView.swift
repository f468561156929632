import Foundation

/// A view a collection view reuses: the base of cells and of supplementary views (headers, footers).
///
/// `init(frame:)` is `required` here, unlike UIKit's, because Swift can make an instance of a
/// class known only at run time (a class given to `register(_:forCellWithReuseIdentifier:)`) only
/// through a required initializer; UIKit calls `initWithFrame:` through the Objective-C runtime.
/// A subclass that overrides it writes `required override init(frame:)`; an app's
/// `override init(frame:)` gets `required` from the source rewriter.
@MainActor
open class UICollectionReusableView: UIView {
    /// The reuse identifier; set by the collection view for registered views, or by the nib decoder.
    var storedReuseIdentifier: String?

    /// Makes a view with a frame.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder { storedReuseIdentifier = nib.string("UIReuseIdentifier") }
    }

    /// The identifier the collection view files this view under for reuse.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Sent before the collection view hands the view out again. Does nothing by default.
    open func prepareForReuse() {}

    /// Sent with the layout's attributes when the view is placed (after its frame is set). Does nothing by default.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, for self-sizing layouts (an estimated item size): by
    /// default the size its content's constraints need (a cell's content view), unchanged otherwise.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let content = (self as? UICollectionViewCell)?.contentView ?? self
        guard content.usesAutoLayoutInSubtree else { return layoutAttributes }
        let fitted = content.systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
                                                     verticalFittingPriority: .fittingSizeLevel)
        // Content with no size of its own along an axis (a list row's width) keeps the layout's size there.
        let size = CGSize(width: fitted.width > 0 ? fitted.width : layoutAttributes.size.width,
                          height: fitted.height > 0 ? fitted.height : layoutAttributes.size.height)
        guard size != layoutAttributes.size else { return layoutAttributes }
        let preferred = UICollectionViewLayoutAttributes(forCellWith: layoutAttributes.indexPath)
        preferred.frame = CGRect(origin: layoutAttributes.frame.origin, size: size)
        return preferred
    }
}

import Foundation

/// An item of a collection view: a content view holding the item's subviews, with selection and
/// highlight states set by the collection view.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The content view; the nib decoder may replace it with the archived one.
    var storedContentView: UIView!

    /// Makes a cell with a frame and an empty content view.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    /// Makes a cell from an archive, with a content view until the nib decoder sets the archived one.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder, let content = nib.object("UIContentView", as: UIView.self) {
            storedContentView = content
        }
        if storedContentView == nil { installContentView() }
    }

    private func installContentView() {
        let content = UIView(frame: bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        storedContentView = content
        addSubview(content)
    }

    /// The view to add the item's own subviews to.
    open var contentView: UIView { storedContentView }

    /// Whether the cell is selected; the collection view sets it as items are selected.
    open var isSelected = false
    /// Whether the cell is highlighted (a finger is down on it).
    open var isHighlighted = false
    /// The view behind the content.
    open var backgroundView: UIView?
    /// The view behind the content when the cell is selected.
    open var selectedBackgroundView: UIView?
}

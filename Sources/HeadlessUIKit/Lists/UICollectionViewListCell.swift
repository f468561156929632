import Foundation

/// A collection view cell styled as a list row: a list content configuration, accessories
/// (disclosure indicators, checkmarks…), indentation, and a list row's background.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// Makes a list cell with a list row's background.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundConfiguration = .listPlainCell()
    }

    /// Makes a list cell from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundConfiguration = .listPlainCell()
    }

    /// A list row's content configuration (image, text), ready to fill in.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The accessories at the row's edges. Headless: recorded (tests read them), not drawn.
    open var accessories: [UICellAccessory] = []
    /// How many levels the content is indented. Default 0.
    open var indentationLevel = 0
    /// The width of one level. Default 10.
    open var indentationWidth: CGFloat = 10
    /// Whether accessories are indented with the content. Default true.
    open var indentsAccessories = true
}

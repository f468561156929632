import Foundation

/// Where a layout puts one element of a collection view: its frame, index path and kind.
@MainActor
open class UICollectionViewLayoutAttributes {
    /// What kind of element the attributes describe, with UIKit's raw values.
    public enum ElementCategory: UInt, Sendable {
        /// A cell.
        case cell = 0
        /// A supplementary view (a header or footer).
        case supplementaryView = 1
        /// A decoration view.
        case decorationView = 2
    }

    /// The element's index path.
    open var indexPath: IndexPath
    /// The element's category.
    public let representedElementCategory: ElementCategory
    /// The kind of a supplementary or decoration view; nil for a cell.
    public let representedElementKind: String?
    /// The frame, in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The center of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of the frame.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The opacity. Default 1.
    open var alpha: CGFloat = 1
    /// Whether the element is hidden. Default false.
    open var isHidden = false
    /// The stacking order. Default 0.
    open var zIndex = 0
    /// The corners an inset-grouped list rounds on this row's background (its section's first and last rows).
    var roundedCorners: CACornerMask = []

    private init(indexPath: IndexPath, category: ElementCategory, kind: String?) {
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
    }

    /// Attributes for the cell at an index path.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .cell, kind: nil)
    }

    /// Attributes for a supplementary view of a kind at an index path.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .supplementaryView, kind: elementKind)
    }

    /// Attributes for a decoration view of a kind at an index path.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .decorationView, kind: decorationViewKind)
    }
}

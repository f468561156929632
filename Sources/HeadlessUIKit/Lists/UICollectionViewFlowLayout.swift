import Foundation

/// A layout of items in lines, wrapping at the collection view's edge, with optional section
/// headers and footers: UIKit's grid layout.
///
/// Items are sized by the delegate (`UICollectionViewDelegateFlowLayout`) or `itemSize`; with an
/// `estimatedItemSize` (or `automaticSize`), a shown cell's `preferredLayoutAttributesFitting`
/// sizes it (its content's constraints) and items not shown yet keep the estimate. Headless: the items of a
/// line are packed from the leading edge `minimumInteritemSpacing` apart (UIKit spreads the spare
/// space between them), and a line is as tall as its tallest item.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero
    private var preparedSize: CGSize?

    /// Makes a layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Makes a layout from an archive: UIKit's defaults until the nib decoder sets the archived values.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder { decodeFlowLayoutAttributes(nib) }
    }

    /// The direction the content scrolls. Default `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of items the delegate does not size. Default 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The estimated item size; zero (the default) means items are not self-sized.
    open var estimatedItemSize: CGSize = .zero { didSet { measuredItemSizes = [:]; invalidateLayout() } }
    /// An estimated size meaning "self-size, with no better estimate than `itemSize`".
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// Self-sized items' sizes, measured when their cells were shown.
    private var measuredItemSizes: [IndexPath: CGSize] = [:]

    override var sizesCellsWhenShown: Bool { estimatedItemSize != .zero }

    override func cellPreferredSize(_ size: CGSize, at indexPath: IndexPath) -> Bool {
        guard measuredItemSizes[indexPath] != size else { return false }
        measuredItemSizes[indexPath] = size
        return true
    }
    /// The least space between lines. Default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items. Default zero.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The size of section headers (only the height counts when scrolling vertically, the width
    /// horizontally); zero means none. Default zero.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of section footers, as `headerReferenceSize`. Default zero.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether headers stay pinned while their section scrolls (not simulated). Default false.
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay pinned while their section scrolls (not simulated). Default false.
    open var sectionFootersPinToVisibleBounds = false

    /// The size of all the content, from the last `prepare()`.
    open override var collectionViewContentSize: CGSize { contentSize }

    /// Places every item, header and footer.
    open override func prepare() {
        super.prepare()
        cache = []
        guard let collectionView else {
            contentSize = .zero
            preparedSize = nil
            return
        }
        preparedSize = collectionView.bounds.size
        let horizontal = scrollDirection == .horizontal
        // Work as if vertical; a horizontal layout swaps the axes in and out.
        func flip(_ size: CGSize) -> CGSize { horizontal ? CGSize(width: size.height, height: size.width) : size }
        func flip(_ rect: CGRect) -> CGRect {
            horizontal ? CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
        }
        func flip(_ insets: UIEdgeInsets) -> UIEdgeInsets {
            horizontal ? UIEdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom) : insets
        }
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let width = flip(collectionView.bounds.size).width
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let header = flip(delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize)
            if header.height > 0 {
                let attributes = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: section))
                attributes.frame = flip(CGRect(x: 0, y: y, width: width, height: header.height))
                cache.append(attributes)
                y += header.height
            }
            let inset = flip(delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset)
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            y += inset.top
            var x = inset.left
            var lineHeight: CGFloat = 0
            let itemCount = collectionView.numberOfItems(inSection: section)
            for item in 0..<itemCount {
                let indexPath = IndexPath(item: item, section: section)
                let estimate = estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? itemSize : estimatedItemSize
                let fallback = estimatedItemSize == .zero ? itemSize : measuredItemSizes[indexPath] ?? estimate
                let size = flip(delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? fallback)
                if x > inset.left, x + size.width > width - inset.right {
                    x = inset.left
                    y += lineHeight + lineSpacing
                    lineHeight = 0
                }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = flip(CGRect(x: x, y: y, width: size.width, height: size.height))
                cache.append(attributes)
                x += size.width + itemSpacing
                lineHeight = max(lineHeight, size.height)
            }
            y += lineHeight + inset.bottom
            let footer = flip(delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize)
            if footer.height > 0 {
                let attributes = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: IndexPath(item: 0, section: section))
                attributes.frame = flip(CGRect(x: 0, y: y, width: width, height: footer.height))
                cache.append(attributes)
                y += footer.height
            }
        }
        contentSize = flip(CGSize(width: width, height: y))
    }

    /// The attributes of the elements whose frames overlap `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter {
            $0.frame.minX < rect.maxX && $0.frame.maxX > rect.minX && $0.frame.minY < rect.maxY && $0.frame.maxY > rect.minY
        }
    }

    /// The attributes of the item at an index path.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of a section header or footer.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// True when the size changes (the lines wrap differently); scrolling needs no new layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }
}

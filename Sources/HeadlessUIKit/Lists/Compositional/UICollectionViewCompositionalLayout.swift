import Foundation

/// Gives the section at an index for a layout environment; nil leaves the section empty.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from sections of groups of items, each sized absolutely, as a fraction of its
/// container, or by an estimate its shown cell replaces: UIKit's compositional layout.
///
/// Placement (UIKit's, as documented): each section's group is sized against the section's
/// container (the collection view's size less the section's content insets) and repeated along
/// the scroll direction, `interGroupSpacing` apart, until every item of the section has a place;
/// a group fills itself with its subitems in order, starting over while the next still fits.
/// Headers and footers (`.top` and `.bottom` boundary items) take their own room before and
/// after the groups. Sections with an orthogonal scrolling behaviour put their groups in one line
/// across the scroll direction. See docs/modern-lists.md for what is not simulated.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    var placement = CompositionalPlacement()
    /// Self-sized elements' sizes, measured when their views were shown.
    var measuredSizes: [IndexPath: CGSize] = [:]

    /// Makes a layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Makes a layout whose every section is `section`, with settings.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// Makes a layout that asks `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Makes a layout that asks `sectionProvider` for each section, with settings.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        storedConfiguration = configuration.copy()
        super.init()
    }

    /// Interface Builder cannot archive a compositional layout (its sections are code), so there is
    /// nothing to decode: returns nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A layout whose every section is a list (table-like rows).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { _, environment in configuration.section(in: environment) })
    }

    /// The layout's settings; a copy is handed out and taken in, and setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() }
        set {
            storedConfiguration = newValue.copy()
            invalidateLayout()
        }
    }

    /// The size of all the content, from the last `prepare()`.
    open override var collectionViewContentSize: CGSize { placement.contentSize }

    /// Places every section's items, headers, footers and backgrounds.
    open override func prepare() {
        super.prepare()
        placement = CompositionalPlacement()
        guard let collectionView else { return }
        placement.place(layout: self, configuration: storedConfiguration, in: collectionView)
    }

    /// The attributes of the elements whose frames overlap `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        placement.attributes.filter { $0.frame.intersects(rect) || ($0.frame.isEmpty && rect.contains($0.frame.origin)) }
    }

    /// The attributes of the item at an index path.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placement.items[indexPath]
    }

    /// The attributes of a header, footer or other supplementary view.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placement.attributes.first {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind && $0.indexPath == indexPath
        }
    }

    /// The attributes of a section background.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placement.attributes.first {
            $0.representedElementCategory == .decorationView && $0.representedElementKind == elementKind && $0.indexPath == indexPath
        }
    }

    /// True when the size changes (fractions and wrapping depend on it); scrolling needs no new layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != placement.preparedSize
    }

    override var sizesCellsWhenShown: Bool { placement.hasEstimates }

    override func cellPreferredSize(_ size: CGSize, at indexPath: IndexPath) -> Bool {
        guard measuredSizes[indexPath] != size else { return false }
        measuredSizes[indexPath] = size
        return true
    }
}

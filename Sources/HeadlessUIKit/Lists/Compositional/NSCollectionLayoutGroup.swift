import Foundation

/// A compositional layout's row or column of items (or of nested groups), repeated along the
/// section until every item of the section has a place.
///
/// UIKit fills a group with its subitems in order, starting over from the first while the next
/// one still fits, so `horizontal(layoutSize:subitems: [item])` with a quarter-width item makes
/// rows of four. `repeatingSubitem:count:` instead sizes the subitem so that exactly `count` fit.
@MainActor
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis: Sendable { case horizontal, vertical, custom }

    let axis: Axis
    let count: Int?
    let itemProvider: NSCollectionLayoutGroupCustomItemProvider?
    /// The group's items or nested groups.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the group's items along its axis. Default nil (none).
    public var interItemSpacing: NSCollectionLayoutSpacing?
    /// Supplementary views anchored to the group (settable on a group, unlike an item).
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { super.supplementaryItems }
        set { super.supplementaryItems = newValue }
    }

    private init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?,
                 itemProvider: NSCollectionLayoutGroupCustomItemProvider? = nil) {
        self.axis = axis
        self.count = count
        self.itemProvider = itemProvider
        self.subitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row of `subitems`, repeated in order while they fit.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }
    /// A row of exactly `count` copies of `subitem`, each as wide as the row allows.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: max(1, count))
    }
    /// A row of exactly `count` copies of `subitem` (the name before iOS 16).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// A column of `subitems`, repeated in order while they fit.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }
    /// A column of exactly `count` copies of `subitem`, each as tall as the column allows.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: max(1, count))
    }
    /// A column of exactly `count` copies of `subitem` (the name before iOS 16).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// A group whose items' frames the provider gives, one item per frame.
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .custom, subitems: [], count: nil, itemProvider: itemProvider)
    }
}

/// Gives a custom group's item frames, in the group's coordinates, for a layout environment.
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

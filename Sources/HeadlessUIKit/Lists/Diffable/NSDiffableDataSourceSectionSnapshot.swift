import Foundation

/// The items of one section as an outline: root items, each with children, expanded or
/// collapsed. Apply it to a section of a collection view's diffable data source, which shows the
/// visible items (roots, and the children of expanded items) in order.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var order: [ItemIdentifierType] = []            // every item, depth first
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    /// Makes an empty section snapshot.
    public init() {}

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { order }
    /// The items without a parent.
    public var rootItems: [ItemIdentifierType] { order.filter { parents[$0] == nil } }
    /// The items shown: roots, and the children of expanded items whose ancestors are expanded too.
    public var visibleItems: [ItemIdentifierType] { order.filter(isVisible) }

    /// Whether the snapshot holds an item.
    public func contains(_ item: ItemIdentifierType) -> Bool { order.contains(item) }
    /// An item's position depth first, if present.
    public func index(of item: ItemIdentifierType) -> Int? { order.firstIndex(of: item) }
    /// An item's parent, if any.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }
    /// How deep an item is (roots are 0).
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parents[current] { level += 1; current = parent }
        return level
    }
    /// Whether an item is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    /// Whether an item is shown.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// Adds items as the last children of `parent` (nil: as roots at the end).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let duplicates = items.filter(order.contains)
        guard duplicates.isEmpty else {
            UIKitException.internalInconsistency(
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}"
            ).raise()
        }
        var position = order.count
        if let parent {
            guard let index = order.firstIndex(of: parent) else {
                UIKitException.internalInconsistency("Parent item does not exist in section snapshot: \(parent)").raise()
            }
            position = index + 1
            while position < order.count, isDescendant(order[position], of: parent) { position += 1 }
            for item in items { parents[item] = parent }
        }
        order.insert(contentsOf: items, at: position)
    }

    /// Removes items and their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        let doomed = Set(order.filter { item in items.contains { item == $0 || isDescendant(item, of: $0) } })
        order.removeAll { doomed.contains($0) }
        for item in doomed { parents[item] = nil; expanded.remove(item) }
    }

    /// Removes everything.
    public mutating func deleteAll() { self = NSDiffableDataSourceSectionSnapshot() }

    /// Shows the children of items.
    public mutating func expand(_ items: [ItemIdentifierType]) { expanded.formUnion(items) }
    /// Hides the children of items.
    public mutating func collapse(_ items: [ItemIdentifierType]) { expanded.subtract(items) }

    /// The snapshot of an item's subtree (with the item as root, when `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot {
        var result = NSDiffableDataSourceSectionSnapshot()
        for item in order where item == parent ? includingParent : isDescendant(item, of: parent) {
            result.order.append(item)
            if let itemParent = parents[item], itemParent != parent || includingParent { result.parents[item] = itemParent }
            if expanded.contains(item) { result.expanded.insert(item) }
        }
        return result
    }

    private func isDescendant(_ item: ItemIdentifierType, of ancestor: ItemIdentifierType) -> Bool {
        var current = item
        while let parent = parents[current] {
            if parent == ancestor { return true }
            current = parent
        }
        return false
    }
}

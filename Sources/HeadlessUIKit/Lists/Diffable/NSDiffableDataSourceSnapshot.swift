import Foundation

/// The state of a list's data at one moment: section identifiers in order, each with its item
/// identifiers in order. Build one, then `apply` it to a diffable data source.
///
/// As in UIKit, identifiers are unique across the whole snapshot: appending one twice stops with
/// UIKit's message, as does appending items before any section exists.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The items marked for reloading, in the order they were marked.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// The items marked for reconfiguring.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// The sections marked for reloading.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// Makes an empty snapshot.
    public init() {}

    // MARK: Reading

    /// How many items there are in all.
    public var numberOfItems: Int { sectionOfItem.count }
    /// How many sections there are.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// How many items a section has (stops with UIKit's message for an unknown section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { items[sectionIndex(identifier)].count }
    /// A section's items, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { items[sectionIndex(identifier)] }
    /// The section holding an item, if any.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { sectionOfItem[identifier] }
    /// An item's position among all items, if present.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let s = sections.firstIndex(of: section) else { return nil }
        return items[..<s].reduce(0) { $0 + $1.count } + (items[s].firstIndex(of: identifier) ?? 0)
    }
    /// A section's position, if present.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    /// The index path of an item, if present.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let s = sections.firstIndex(of: section),
              let item = items[s].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: item, section: s)
    }

    /// The item at an index path, if any.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section),
              items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// The items of the section at an index.
    func items(inSectionAt index: Int) -> [ItemIdentifierType] { items.indices.contains(index) ? items[index] : [] }

    // MARK: Items

    /// Adds items at the end of a section (nil: the last section).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            UIKitException.internalInconsistency("There are currently no sections in the data source. Please add a section first.").raise()
        }
        let index = sectionIndex(section)
        checkNew(identifiers)
        items[index].append(contentsOf: identifiers)
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    /// Adds items before an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    /// Adds items after an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    /// Removes items (those absent are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for index in items.indices { items[index].removeAll { doomed.contains($0) } }
        for identifier in identifiers { sectionOfItem[identifier] = nil }
    }

    /// Removes every item, keeping the sections.
    public mutating func deleteAllItems() {
        items = items.map { _ in [] }
        sectionOfItem = [:]
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        precondition(identifier != toIdentifier, "An item cannot be moved relative to itself")
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, after: false)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        precondition(identifier != toIdentifier, "An item cannot be moved relative to itself")
        deleteItems([identifier])
        insert([identifier], at: toIdentifier, after: true)
    }

    /// Marks items for reloading: their cells are asked for again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        checkPresent(identifiers)
        reloadedItemIdentifiers.append(contentsOf: identifiers)
    }

    /// Marks items for reconfiguring: their cells are asked for again (the same cells, in UIKit).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        checkPresent(identifiers)
        reconfiguredItemIdentifiers.append(contentsOf: identifiers)
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        checkNewSections(identifiers)
        sections.append(contentsOf: identifiers)
        items.append(contentsOf: identifiers.map { _ in [] })
    }

    /// Adds sections before a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        checkNewSections(identifiers)
        let index = sectionIndex(toIdentifier)
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }

    /// Adds sections after a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        checkNewSections(identifiers)
        let index = sectionIndex(toIdentifier) + 1
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = sections.firstIndex(of: identifier) else { continue }
            for item in items[index] { sectionOfItem[item] = nil }
            sections.remove(at: index)
            items.remove(at: index)
        }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks sections for reloading.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers { _ = sectionIndex(identifier) }
        reloadedSectionIdentifiers.append(contentsOf: identifiers)
    }

    // MARK: Checks

    private func sectionIndex(_ identifier: SectionIdentifierType) -> Int {
        guard let index = sections.firstIndex(of: identifier) else {
            UIKitException.internalInconsistency("Invalid section identifier \(identifier): the section does not exist in the snapshot.").raise()
        }
        return index
    }

    private func checkNew(_ identifiers: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = identifiers.filter { sectionOfItem[$0] != nil || !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            UIKitException.internalInconsistency(
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}"
            ).raise()
        }
    }

    private func checkNewSections(_ identifiers: [SectionIdentifierType]) {
        var seen = Set<SectionIdentifierType>()
        let duplicates = identifiers.filter { sections.contains($0) || !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            UIKitException.internalInconsistency(
                "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\(duplicates.map { "\($0)" }.joined(separator: ", ")))}"
            ).raise()
        }
    }

    private func checkPresent(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where sectionOfItem[identifier] == nil {
            UIKitException.internalInconsistency("Attempted to reload item identifier that does not exist in the snapshot: \(identifier)").raise()
        }
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let section = sectionOfItem[anchor], let s = sections.firstIndex(of: section),
              let position = items[s].firstIndex(of: anchor) else {
            UIKitException.internalInconsistency("Invalid item identifier specified for insert: \(anchor)").raise()
        }
        checkNew(identifiers)
        items[s].insert(contentsOf: identifiers, at: after ? position + 1 : position)
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool) {
        let from = sectionIndex(identifier)
        let moved = items.remove(at: from)
        sections.remove(at: from)
        let to = sectionIndex(anchor) + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        items.insert(moved, at: to)
    }
}

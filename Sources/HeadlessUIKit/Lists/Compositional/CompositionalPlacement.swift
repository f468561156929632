import Foundation

/// The frames a compositional layout gives its elements, worked out in one pass by `prepare()`.
///
/// Sections are placed along the scroll direction ("main" axis) and across it ("cross" axis), so
/// one routine serves both directions; groups are laid out in the view's own coordinates, since a
/// horizontal group is a row whichever way the content scrolls.
@MainActor
struct CompositionalPlacement {
    /// Every element's attributes, in placement order.
    private(set) var attributes: [UICollectionViewLayoutAttributes] = []
    /// The cells' attributes by index path.
    private(set) var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    /// The size of all the content.
    private(set) var contentSize: CGSize = .zero
    /// The collection view's size when placed.
    private(set) var preparedSize: CGSize?
    /// Whether any element has an estimated dimension (shown cells then size themselves).
    private(set) var hasEstimates = false
    /// The list configurations of list sections, by section index (their swipe actions).
    private(set) var listConfigurations: [Int: UICollectionLayoutListConfiguration] = [:]

    private var vertical = true
    private var measuredSizes: [IndexPath: CGSize] = [:]
    private var environment: CompositionalLayoutEnvironment!

    mutating func place(layout: UICollectionViewCompositionalLayout, configuration: UICollectionViewCompositionalLayoutConfiguration,
                        in collectionView: UICollectionView) {
        let size = collectionView.bounds.size
        preparedSize = size
        vertical = configuration.scrollDirection == .vertical
        measuredSizes = layout.measuredSizes
        environment = CompositionalLayoutEnvironment(contentSize: size, contentInsets: .zero,
                                                     traitCollection: collectionView.traitCollection)
        let crossLength = vertical ? size.width : size.height
        var main: CGFloat = 0
        let global = configuration.boundarySupplementaryItems
        main = placeBoundaryItems(global.filter { isBefore($0.alignment) }, section: 0, main: main, cross: 0,
                                  crossLength: crossLength, container: size)
        for section in 0..<collectionView.numberOfSections {
            if section > 0 { main += configuration.interSectionSpacing }
            guard let description = layout.sectionProvider(section, environment) else { continue }
            main = place(description, index: section, itemCount: collectionView.numberOfItems(inSection: section),
                         main: main, container: size)
        }
        main = placeBoundaryItems(global.filter { !isBefore($0.alignment) }, section: 0, main: main, cross: 0,
                                  crossLength: crossLength, container: size)
        contentSize = vertical ? CGSize(width: size.width, height: main) : CGSize(width: main, height: size.height)
    }

    // MARK: Axes

    /// A rectangle from positions along and across the scroll direction.
    private func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    private func mainLength(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    private func crossLength(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }

    /// Headers come before the content: `.top…` when scrolling down, `.leading…` when scrolling across.
    private func isBefore(_ alignment: NSRectAlignment) -> Bool {
        vertical ? !alignment.isBottom
            : alignment == .leading || alignment == .topLeading || alignment == .bottomLeading || alignment == .none
    }

    // MARK: Sections

    private mutating func place(_ section: NSCollectionLayoutSection, index: Int, itemCount: Int, main start: CGFloat,
                                container: CGSize) -> CGFloat {
        let insets = section.contentInsets
        let (mainBefore, mainAfter) = vertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
        let crossBefore = vertical ? insets.leading : insets.top
        let inner = CGSize(width: max(0, container.width - insets.leading - insets.trailing),
                           height: max(0, container.height - insets.top - insets.bottom))
        let headers = section.boundarySupplementaryItems.filter { isBefore($0.alignment) }
        let footers = section.boundarySupplementaryItems.filter { !isBefore($0.alignment) }
        let follow = section.supplementariesFollowContentInsets
        let supplementaryCross = follow ? crossBefore : 0
        let supplementaryCrossLength = follow ? crossLength(inner) : crossLength(container)
        var main = start
        if !follow { main = placeBoundaryItems(headers, section: index, main: main, cross: 0, crossLength: supplementaryCrossLength, container: container) }
        main += mainBefore
        if follow { main = placeBoundaryItems(headers, section: index, main: main, cross: supplementaryCross, crossLength: supplementaryCrossLength, container: inner) }

        var next = 0
        var crossPosition = crossBefore
        var lineLength: CGFloat = 0
        var firstGroup = true
        while next < itemCount {
            let before = next
            let groupSize = section.group.layoutSize.resolved(in: inner)
            let origin = section.orthogonalScrollingBehavior == .none
                ? point(main: main + (firstGroup ? 0 : section.interGroupSpacing), cross: crossBefore)
                : point(main: main, cross: crossPosition + (firstGroup ? 0 : section.interGroupSpacing))
            let used = layOut(section.group, size: groupSize, at: origin, section: index, next: &next, itemCount: itemCount)
            guard next > before else { break } // a group that holds no item would repeat for ever
            if section.orthogonalScrollingBehavior == .none {
                main += (firstGroup ? 0 : section.interGroupSpacing) + mainLength(used)
            } else {
                crossPosition += (firstGroup ? 0 : section.interGroupSpacing) + crossLength(used)
                lineLength = max(lineLength, mainLength(used))
            }
            firstGroup = false
        }
        main += lineLength
        if let list = section.listConfiguration { listConfigurations[index] = list }
        if section.listConfiguration?.appearance == .insetGrouped, itemCount > 0 {
            // UIKit rounds an inset-grouped section's outer corners: the first row's top, the last row's bottom.
            items[IndexPath(item: 0, section: index)]?.roundedCorners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner])
            items[IndexPath(item: itemCount - 1, section: index)]?.roundedCorners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        }

        if follow { main = placeBoundaryItems(footers, section: index, main: main, cross: supplementaryCross, crossLength: supplementaryCrossLength, container: inner) }
        main += mainAfter
        if !follow { main = placeBoundaryItems(footers, section: index, main: main, cross: 0, crossLength: supplementaryCrossLength, container: container) }

        for decoration in section.decorationItems {
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.elementKind,
                                                              with: IndexPath(item: 0, section: index))
            attributes.frame = inset(rect(main: start, cross: 0, mainLength: main - start, crossLength: crossLength(container)),
                                     by: decoration.contentInsets)
            attributes.zIndex = decoration.zIndex
            self.attributes.append(attributes)
        }
        return main
    }

    private func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
    }

    /// Places headers or footers one after the other; returns the position after them.
    private mutating func placeBoundaryItems(_ items: [NSCollectionLayoutBoundarySupplementaryItem], section: Int, main start: CGFloat,
                                             cross: CGFloat, crossLength: CGFloat, container: CGSize) -> CGFloat {
        var main = start
        for item in items {
            let resolvedContainer = vertical ? CGSize(width: crossLength, height: container.height)
                : CGSize(width: container.width, height: crossLength)
            let size = item.layoutSize.resolved(in: resolvedContainer)
            let length = mainLength(size)
            var frame = rect(main: main, cross: cross, mainLength: length, crossLength: self.crossLength(size))
            frame.origin.x += item.offset.x
            frame.origin.y += item.offset.y
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind,
                                                              with: IndexPath(item: 0, section: section))
            attributes.frame = inset(frame, by: item.contentInsets)
            attributes.zIndex = item.zIndex
            self.attributes.append(attributes)
            if item.extendsBoundary { main += length }
        }
        return main
    }

    // MARK: Groups and items

    /// Lays out a group (or a leaf item) of `size` at `origin`, taking items from `next` on;
    /// returns the room it used (its size, or its content's extent along an estimated axis).
    private mutating func layOut(_ element: NSCollectionLayoutItem, size proposed: CGSize, at origin: CGPoint, section: Int,
                                 next: inout Int, itemCount: Int) -> CGSize {
        let leading = element.edgeSpacing?.leading?.spacing ?? 0
        let top = element.edgeSpacing?.top?.spacing ?? 0
        let trailing = element.edgeSpacing?.trailing?.spacing ?? 0
        let bottom = element.edgeSpacing?.bottom?.spacing ?? 0
        let at = CGPoint(x: origin.x + leading, y: origin.y + top)
        let estimatedWidth = element.layoutSize.widthDimension.isEstimated
        let estimatedHeight = element.layoutSize.heightDimension.isEstimated
        if estimatedWidth || estimatedHeight { hasEstimates = true }
        var size = proposed
        guard let group = element as? NSCollectionLayoutGroup else {
            let indexPath = IndexPath(item: next, section: section)
            next += 1
            if let measured = measuredSizes[indexPath] {
                if estimatedWidth { size.width = measured.width }
                if estimatedHeight { size.height = measured.height }
            }
            let frame = CGRect(origin: at, size: size)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = inset(frame, by: element.contentInsets)
            self.attributes.append(attributes)
            items[indexPath] = attributes
            placeAnchoredItems(element.supplementaryItems, around: attributes.frame, indexPath: indexPath)
            return CGSize(width: leading + size.width + trailing, height: top + size.height + bottom)
        }
        let first = attributes.count
        let firstPath = IndexPath(item: next, section: section)
        let extent = layOutContents(of: group, size: size, at: at, section: section, next: &next, itemCount: itemCount)
        if estimatedWidth { size.width = extent.width }
        if estimatedHeight { size.height = extent.height }
        if attributes.count > first, !group.supplementaryItems.isEmpty {
            placeAnchoredItems(group.supplementaryItems, around: CGRect(origin: at, size: size), indexPath: firstPath)
        }
        return CGSize(width: leading + size.width + trailing, height: top + size.height + bottom)
    }

    /// Fills a group with its subitems; returns the extent of what it placed.
    private mutating func layOutContents(of group: NSCollectionLayoutGroup, size: CGSize, at origin: CGPoint, section: Int,
                                         next: inout Int, itemCount: Int) -> CGSize {
        if group.axis == .custom {
            var extent = CGSize.zero
            for custom in group.itemProvider?(environment) ?? [] where next < itemCount {
                let indexPath = IndexPath(item: next, section: section)
                next += 1
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = custom.frame.offsetBy(dx: origin.x, dy: origin.y)
                attributes.zIndex = custom.zIndex
                self.attributes.append(attributes)
                items[indexPath] = attributes
                extent = CGSize(width: max(extent.width, custom.frame.maxX), height: max(extent.height, custom.frame.maxY))
            }
            return extent
        }
        let horizontal = group.axis == .horizontal
        let length = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        var position: CGFloat = 0
        var across: CGFloat = 0
        var placed: [Range<Int>] = []
        var step = 0
        while next < itemCount, !group.subitems.isEmpty {
            if let count = group.count, step >= count { break }
            let subitem = group.subitems[step % group.subitems.count]
            var subsize = subitem.layoutSize.resolved(in: size)
            if let count = group.count {
                // `repeatingSubitem:count:`: the subitem is sized so that exactly `count` fit.
                let share = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
                if horizontal { subsize.width = share } else { subsize.height = share }
            }
            let gap = placed.isEmpty ? 0 : spacing
            let needed = horizontal ? subsize.width : subsize.height
            // UIKit starts the subitems over while the next one fits; the first always goes in.
            if group.count == nil, !placed.isEmpty, position + gap + needed > length + 0.001 { break }
            let first = attributes.count
            let before = next
            let origin = horizontal ? CGPoint(x: origin.x + position + gap, y: origin.y) : CGPoint(x: origin.x, y: origin.y + position + gap)
            let used = layOut(subitem, size: subsize, at: origin, section: section, next: &next, itemCount: itemCount)
            guard next > before else { break }
            placed.append(first..<attributes.count)
            position += gap + (horizontal ? used.width : used.height)
            across = max(across, horizontal ? used.height : used.width)
            step += 1
        }
        // Flexible spacing shares the group's spare room between the gaps.
        if group.interItemSpacing?.isFlexibleSpacing == true, placed.count > 1, position < length {
            let extra = (length - position) / CGFloat(placed.count - 1)
            for (index, range) in placed.enumerated() where index > 0 {
                for element in range {
                    attributes[element].frame = attributes[element].frame.offsetBy(dx: horizontal ? extra * CGFloat(index) : 0,
                                                                                   dy: horizontal ? 0 : extra * CGFloat(index))
                }
            }
            position = length
        }
        return horizontal ? CGSize(width: position, height: across) : CGSize(width: across, height: position)
    }

    /// Places badges and other supplementary items anchored to an item's or group's frame.
    private mutating func placeAnchoredItems(_ items: [NSCollectionLayoutSupplementaryItem], around frame: CGRect, indexPath: IndexPath) {
        for item in items {
            let size = item.layoutSize.resolved(in: frame.size)
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
            attributes.frame = item.containerAnchor.frame(of: size, in: frame)
            attributes.zIndex = item.zIndex
            self.attributes.append(attributes)
        }
    }

    /// A frame made smaller by directional insets (leading is left: left-to-right only).
    private func inset(_ frame: CGRect, by insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
               width: max(0, frame.width - insets.leading - insets.trailing),
               height: max(0, frame.height - insets.top - insets.bottom))
    }
}

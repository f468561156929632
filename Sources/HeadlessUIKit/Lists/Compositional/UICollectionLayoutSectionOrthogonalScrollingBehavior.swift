import Foundation

/// How a section scrolls across the layout's own direction (a row of cards in a vertical list).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section wraps its groups along the layout's direction (the default).
    case none = 0
    /// One line of groups, scrolled freely.
    case continuous
    /// One line, stopping at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// One line, a page (the container's width) at a time.
    case paging
    /// One line, a group at a time.
    case groupPaging
    /// One line, a group at a time, centered.
    case groupPagingCentered
}

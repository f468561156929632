import Foundation

/// A table-like section for a compositional layout: full-width rows of self-sizing height,
/// with optional headers and footers and swipe actions.
@MainActor
public struct UICollectionLayoutListConfiguration {
    /// The list's look.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections apart, edge to edge.
        case grouped
        /// Sections apart, inset from the sides with rounded corners.
        case insetGrouped
        /// A sidebar.
        case sidebar
        /// A sidebar without grouping.
        case sidebarPlain
    }

    /// Whether sections have a header view.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header (an ordinary cell here).
        case firstItemInSection
    }

    /// Whether sections have a footer view.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The list's look.
    public let appearance: Appearance
    /// Whether rows have separators (not drawn headless). Default true.
    public var showsSeparators = true
    /// The list's background colour; nil means the appearance's.
    public var backgroundColor: UIColor?
    /// Whether sections have headers. Default `.none`.
    public var headerMode: HeaderMode = .none
    /// Whether sections have footers. Default `.none`.
    public var footerMode: FooterMode = .none
    /// Extra space above each header; nil means the system's.
    public var headerTopPadding: CGFloat?
    /// The swipe actions of a row's leading edge.
    public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListSwipeActionsConfigurationProvider?
    /// The swipe actions of a row's trailing edge.
    public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListSwipeActionsConfigurationProvider?

    /// Makes a list configuration with an appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The section this configuration describes, in a container of `environment`.
    ///
    /// Rows are full width with an estimated height of 44 points (UIKit's row height); grouped
    /// appearances leave 35 points above each section (UIKit's grouped header space on iPhone) and
    /// inset-grouped lists 20 points at the sides (iPhone layout margins).
    func section(in environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = self
        let grouped = appearance == .grouped || appearance == .insetGrouped
        let side: CGFloat = appearance == .insetGrouped ? 20 : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: grouped && headerMode != .supplementary ? 35 : 0, leading: side,
                                                        bottom: 0, trailing: side)
        if headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 35 : 28)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems.append(header)
            if let headerTopPadding { section.contentInsets.top = headerTopPadding }
        }
        if footerMode == .supplementary {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            section.boundarySupplementaryItems.append(footer)
        }
        return section
    }
}

/// Gives the swipe actions of the row at an index path, or nil for none.
public typealias UICollectionLayoutListSwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

extension NSCollectionLayoutSection {
    /// A list section (table-like rows) for a layout environment.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        configuration.section(in: layoutEnvironment)
    }
}

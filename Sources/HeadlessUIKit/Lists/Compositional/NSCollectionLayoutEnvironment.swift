import Foundation

/// What a section provider knows of the layout it builds for: the container and its traits.
@MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The collection view's size and insets.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits (size classes, content size category).
    var traitCollection: UITraitCollection { get }
}

/// The size a compositional layout lays out in, with and without its insets.
@MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size inside the insets.
    var effectiveContentSize: CGSize { get }
    /// The insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect (the same, headless: no safe area or margins count).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The environment a compositional layout hands its section provider.
final class CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.traitCollection = traitCollection
    }

    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

import Foundation

/// A view behind a whole section (its background), made by the collection view from the class
/// registered on the layout for its kind (`register(_:forDecorationViewOfKind:)`).
@MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind registered on the layout.
    public let elementKind: String
    /// The stacking order. Default 0 (cells are drawn above from their later place in the hierarchy).
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background covering its whole section, inset by the item's `contentInsets`.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

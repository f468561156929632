import Foundation

/// Settings of a whole compositional layout: its direction, the space between sections, and
/// headers and footers of the whole content.
@MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The direction the content scrolls. Default `.vertical`.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between sections. Default 0.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole content.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Which of the collection view's insets the sections count from. Default `.automatic`.
    public var contentInsetsReference: UIContentInsetsReference = .automatic

    /// Makes a configuration with UIKit's defaults.
    public init() {}

    /// A copy, as UIKit's `configuration` property hands out and takes in.
    func copy() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}

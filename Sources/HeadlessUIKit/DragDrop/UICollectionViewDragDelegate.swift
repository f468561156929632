import Foundation

/// A collection view's drag source (iOS 11).
@MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    /// The items a drag starting at an item carries; empty refuses the drag.
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// Items added to a drag in progress when another item is tapped.
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    /// The drag session began.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    /// The drag session ended.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
}

extension UICollectionViewDragDelegate {
    /// Adds nothing.
    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
}

/// A collection view's drop destination (iOS 11).
@MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// Performs the drop: the app updates its data and the collection view.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the session's items can be dropped here.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// What a drop at a destination would do, as the finger moves.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
}

extension UICollectionViewDropDelegate {
    /// Yes.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool { true }
    /// Cancels.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
}

/// What a drop into a collection view would do and where.
@MainActor
open class UICollectionViewDropProposal {
    /// Where the items go, with UIKit's raw values.
    public enum Intent: Int, Sendable {
        /// Not said.
        case unspecified = 0
        /// Inserted at the destination.
        case insertAtDestinationIndexPath = 1
        /// Into the item at the destination.
        case insertIntoDestinationIndexPath = 2
        /// Chosen by the system.
        case automatic = 3
    }

    /// The operation.
    public let operation: UIDropOperation
    /// Where the items go.
    public let intent: Intent

    /// Makes a proposal.
    public init(operation: UIDropOperation, intent: Intent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }
}

/// What a collection view's drop delegate gets to perform a drop.
@MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The dropped items, with where they came from.
    var items: [any UICollectionViewDropItem] { get }
    /// Where they are dropped (nil: at the end).
    var destinationIndexPath: IndexPath? { get }
    /// The proposal in effect.
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Animates an item to an index path.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
}

/// One dropped item.
@MainActor
public protocol UICollectionViewDropItem: AnyObject {
    /// The drag item.
    var dragItem: UIDragItem { get }
    /// Where it came from, when it was dragged from this collection view.
    var sourceIndexPath: IndexPath? { get }
    /// Its preview's size.
    var previewSize: CGSize { get }
}

/// Animations and completions added to a drag's animation.
@MainActor
public protocol UIDragAnimating: AnyObject {
    /// Adds animations.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

import Foundation

/// A view controller whose view is a collection view, and which is its data source and delegate.
///
/// `loadView()` runs the default loading (the nib search) and keeps a nib's view when it is a
/// collection view; otherwise it makes one, the size of the screen, with the controller's layout,
/// whose data source and delegate are the controller (a nib's collection view gets them too when
/// it has none). As in UIKit, a nib whose view is not a collection view stops with UIKit's message.
///
/// As on iOS, the data source and delegate methods (and `UIScrollViewDelegate`'s) are declared
/// here, so a subclass writes `override func collectionView(_:numberOfItemsInSection:)`. The
/// defaults give 0 sections and 0 items.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var initialLayout: UICollectionViewLayout
    private var storedCollectionView: UICollectionView?

    /// Makes a controller whose collection view (made at load) uses the layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a controller with a flow layout, or the collection view of the nib.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Makes a controller from an archive (a storyboard scene).
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the root view (loading it if needed), unless another was assigned.
    open var collectionView: UICollectionView! {
        get {
            if let storedCollectionView { return storedCollectionView }
            let collectionView = view as? UICollectionView
            storedCollectionView = collectionView
            return collectionView
        }
        set {
            storedCollectionView = newValue
            view = newValue
        }
    }

    /// The collection view's layout (the one given at creation until the view loads).
    open var collectionViewLayout: UICollectionViewLayout {
        (storedCollectionView ?? viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Whether `viewWillAppear(_:)` deselects the selected items. Default true.
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a long press reorders items (not simulated). Default false.
    open var installsStandardGestureForInteractiveMovement = false

    /// Loads the nib's collection view if there is one; otherwise makes one whose data source and
    /// delegate are this controller.
    open override func loadView() {
        super.loadView()
        let collectionView = loadedListView(kind: "UICollectionView") {
            UICollectionView(frame: $0, collectionViewLayout: initialLayout)
        }
        if collectionView.dataSource == nil { collectionView.dataSource = self }
        if collectionView.delegate == nil { collectionView.delegate = self }
        storedCollectionView = collectionView
    }

    /// Loads the items the first time; afterwards deselects the selected items when
    /// `clearsSelectionOnViewWillAppear` is true.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let collectionView = storedCollectionView ?? (viewIfLoaded as? UICollectionView) else { return }
        if collectionView.needsCellReload {
            collectionView.reloadData()
        } else if clearsSelectionOnViewWillAppear {
            for path in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: path, animated: animated) }
        }
    }

    // MARK: UICollectionViewDataSource

    /// 0 sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 0 }
    /// 0 items.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Stops, as UIKit does when a data source gives no cell: override it when you give items.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UIKitException.internalInconsistency(
            "the collection view's data source (\(self)) did not return a valid cell from -collectionView:cellForItemAtIndexPath: for index path \(indexPath)"
        ).raise()
    }
    /// Stops with UIKit's message: override it when the layout has headers or footers.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionView.missingSupplementaryView(kind)
    }
    /// No item can be moved.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: UICollectionViewDelegate

    /// Items highlight.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Items select.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Items deselect.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView, forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// No context menu.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// The single-item answer for one item, else none.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint) -> UIContextMenuConfiguration? {
        indexPaths.count == 1 ? self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point) : nil
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating) {}
    /// No edit menu (deprecated in iOS 13).
    open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { false }
    /// No edit-menu actions.
    open func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool { false }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No zooming view.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Allows scrolling to the top.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

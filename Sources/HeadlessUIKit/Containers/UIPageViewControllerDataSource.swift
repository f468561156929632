import Foundation

/// Supplies a page view controller's pages on demand.
@MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages for a page indicator (scroll style). Default 0: no indicator.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The selected page's index for a page indicator. Default 0.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Returns 0: no page indicator (the method is optional in UIKit).
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// Returns 0 (the method is optional in UIKit).
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told about page turns the user makes (in HeadlessUIKit: `goToNextPage(animated:)` and
/// `goToPreviousPage(animated:)`); `setViewControllers(_:direction:animated:completion:)` from code
/// tells it nothing, as in UIKit.
@MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// Sent before a page turn starts, with the pages about to be shown.
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// Sent after a page turn ends, with the pages shown before it and whether it completed.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing (the method is optional in UIKit).
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing (the method is optional in UIKit).
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

import Foundation

// Rules 45–52 and 61: modal presentation. (Placeholder: the presentation work fills this in.)

extension UIViewController {
    func performPresent(_ viewControllerToPresent: UIViewController, animated: Bool, completion: (() -> Void)?) {
        fatalError("present(_:animated:completion:) is not implemented yet")
    }

    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        fatalError("dismiss(animated:completion:) is not implemented yet")
    }

    func performShow(_ vc: UIViewController, sender: Any?) {
        fatalError("show(_:sender:) is not implemented yet")
    }

    func performShowDetail(_ vc: UIViewController, sender: Any?) {
        fatalError("showDetailViewController(_:sender:) is not implemented yet")
    }

    func defaultTargetViewController(forAction action: Selector, sender: Any?) -> UIViewController? { nil }

    func resolvePresentingViewController() -> UIViewController? { storedPresentingViewController }
}

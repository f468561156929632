import Foundation
import Testing
@testable import HeadlessUIKit

/// Sheet and popover presentation controllers, and the search controller. UIKit's documented behaviour;
/// the popover keeps rule 47 (the presenter's view stays).
@MainActor
struct SheetPopoverSearchTests {
    private final class SheetDelegate: UISheetPresentationControllerDelegate {
        var changes = 0
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) { changes += 1 }
    }

    @Test("A page sheet's presentation controller keeps its detents; the delegate hears selections made outside animateChanges")
    func sheetDetents() throws {
        // Given a controller shown as a page sheet with two detents
        let controller = UIViewController()
        controller.modalPresentationStyle = .pageSheet
        let sheet = try #require(controller.sheetPresentationController)
        let delegate = SheetDelegate()
        sheet.delegate = delegate
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true

        // When the selection changes inside and outside animateChanges
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        sheet.selectedDetentIdentifier = .large

        // Then only the second is reported, and the medium detent is half the height
        #expect(delegate.changes == 1)
        #expect(sheet.detents.map(\.identifier) == [.medium, .large])
        #expect(sheet.detents[0].resolvedValue(maximumHeight: 800) == 400)
        #expect(controller.popoverPresentationController == nil)
    }

    @Test("A sheet rests at its smallest detent when none is selected, and moves to a detent selected while it is shown")
    func sheetRestsAtDetent() throws {
        // Given a window 844 points tall and a page sheet with medium and large detents, none selected
        UIApplication.shared.resetForTesting()
        let root = UIViewController()
        let window = phoneWindow(root: root)
        let controller = UIViewController()
        controller.modalPresentationStyle = .pageSheet
        let sheet = try #require(controller.sheetPresentationController)
        sheet.detents = [.large(), .medium()]

        // When it is presented
        root.present(controller, animated: true)
        UIApplication.shared.runUntilIdle()

        // Then it is half the large detent's 790 points, at the bottom of the window
        #expect(controller.view.frame == CGRect(x: 0, y: 449, width: 390, height: 395))

        // When the large detent is selected, then a custom one of 200 points
        sheet.selectedDetentIdentifier = .large
        let large = controller.view.frame
        let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) { _ in 200 }
        sheet.animateChanges {
            sheet.detents = [small, .large()]
            sheet.selectedDetentIdentifier = small.identifier
        }

        // Then the sheet followed each selection
        #expect(large == CGRect(x: 0, y: 54, width: 390, height: 790))
        #expect(controller.view.frame == CGRect(x: 0, y: 644, width: 390, height: 200))

        // When the window turns to landscape, then the sheet keeps its 200 points, at the new bottom
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(controller.view.frame == CGRect(x: 0, y: 190, width: 844, height: 200))
        #expect(window.rootViewController === root)
    }

    private final class PopoverDelegate: UIPopoverPresentationControllerDelegate {
        var prepared = 0
        func prepareForPopoverPresentation(_ popover: UIPopoverPresentationController) { prepared += 1 }
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    }

    @Test("A popover's presentation controller keeps its anchor, and its delegate is told before it is presented")
    func popover() throws {
        // Given a window and a controller shown as a popover from a button
        UIApplication.shared.resetForTesting()
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        root.view.addSubview(button)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        let controller = try #require(popover.popoverPresentationController)
        let delegate = PopoverDelegate()
        controller.delegate = delegate
        controller.sourceView = button
        controller.sourceRect = button.bounds
        controller.permittedArrowDirections = .up

        // When it is presented
        root.present(popover, animated: false)
        UIApplication.shared.runUntilIdle()

        // Then the delegate prepared it once, and the presenter keeps its view (rule 47)
        #expect(delegate.prepared == 1)
        #expect(root.presentedViewController === popover)
        #expect(root.view.window === window)
        #expect(controller.sourceView === button)
    }

    private final class AdaptingDelegate: UIPopoverPresentationControllerDelegate {
        let style: UIModalPresentationStyle
        var asked: [UIUserInterfaceSizeClass] = []
        init(_ style: UIModalPresentationStyle) { self.style = style }
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            asked.append(traitCollection.horizontalSizeClass)
            return style
        }
    }

    /// A root controller that records its disappearance, on a phone-sized window.
    private final class Presenter: UIViewController {
        var log: [String] = []
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("willDisappear") }
    }

    @Test("On a phone a popover is presented as a form sheet; a delegate's .fullScreen makes it cover the presenter")
    func popoverAdaptsOnPhone() throws {
        let cases: [(UIModalPresentationStyle?, UIModalPresentationStyle)] = [(nil, .formSheet), (.fullScreen, .fullScreen)]
        for (delegateStyle, expected) in cases {
            // Given a 390-point-wide window (horizontally compact) and a popover, with or without an adapting delegate
            UIApplication.shared.resetForTesting()
            let root = Presenter()
            let window = phoneWindow(root: root)
            let popover = UIViewController()
            popover.modalPresentationStyle = .popover
            let controller = try #require(popover.popoverPresentationController)
            let delegate = delegateStyle.map(AdaptingDelegate.init)
            controller.delegate = delegate
            controller.sourceView = root.view

            // When it is presented
            root.present(popover, animated: false)
            UIApplication.shared.runUntilIdle()

            // Then it takes the adapted style: a form sheet keeps the presenter's view (rule 47), full screen does not (rule 45)
            #expect(controller.presentationStyle == expected)
            #expect(delegate.map { $0.asked == [.compact] } ?? true)
            #expect((root.viewIfLoaded?.window === window) == (expected == .formSheet))
            #expect(root.log == (expected == .formSheet ? [] : ["willDisappear"]))
            #expect(popover.view.frame.minY == (expected == .formSheet ? 54 : 0))
            #expect(window.isKeyWindow)
        }
    }

    @Test("A popover adapted to a sheet on a phone rests at the detents of its adaptiveSheetPresentationController")
    func adaptedPopoverDetents() throws {
        // Given a phone-sized window and a popover whose adaptive sheet has only the medium detent
        UIApplication.shared.resetForTesting()
        let root = UIViewController()
        let window = phoneWindow(root: root)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        let controller = try #require(popover.popoverPresentationController)
        controller.sourceView = root.view
        controller.adaptiveSheetPresentationController.detents = [.medium(), .large()]

        // When it is presented, then it is half the large detent's height, at the bottom
        root.present(popover, animated: false)
        UIApplication.shared.runUntilIdle()
        #expect(popover.view.frame == CGRect(x: 0, y: 449, width: 390, height: 395))

        // When the large detent is selected, then it grows
        controller.adaptiveSheetPresentationController.selectedDetentIdentifier = .large
        #expect(popover.view.frame == CGRect(x: 0, y: 54, width: 390, height: 790))
        #expect(window.rootViewController === root)
    }

    private final class Results: UISearchResultsUpdating {
        var queries: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            queries.append("\(searchController.isActive ? "active" : "inactive"):\(searchController.searchBar.text ?? "")")
        }
    }

    @Test("Typing in a search controller's bar activates it and asks the updater for results on each change; cancel ends it")
    func searchController() {
        // Given a search controller in a navigation item, on screen
        UIApplication.shared.resetForTesting()
        let list = UIViewController()
        let search = UISearchController(searchResultsController: nil)
        let results = Results()
        search.searchResultsUpdater = results
        list.navigationItem.searchController = search
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: list)
        window.makeKeyAndVisible()

        // When the user types two letters, then taps Cancel
        search.searchBar.simulateTextEntry("a")
        search.searchBar.simulateTextEntry("b")
        let textInField = search.searchBar.searchTextField.text
        search.searchBar.simulateCancelButtonTap()

        // Then the updater saw activation, each change, and the end
        #expect(results.queries == ["active:", "active:a", "active:ab", "inactive:"])
        #expect(textInField == "ab")
        #expect(!search.isActive)
        #expect(window.isKeyWindow)
    }

    @Test("A navigation bar appearance copies its titles and background; bars keep their appearances")
    func barAppearance() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        let copy = appearance.copy()
        let bar = UINavigationBar()
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = copy
        #expect(copy.backgroundColor == .systemRed)
        #expect((copy.titleTextAttributes[.foregroundColor] as? UIColor) == .white)
        #expect(bar.scrollEdgeAppearance !== bar.standardAppearance)
    }
}

import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct PresentationAlertTests {
    @Test("UIAlertController keeps its title, message, style, actions, preferred action and text fields")
    func alertModel() {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        var configured: UITextField?

        alert.addAction(delete)
        alert.addAction(cancel)
        alert.preferredAction = delete
        let fieldsBefore = alert.textFields
        alert.addTextField { configured = $0 }

        #expect(alert.title == "Delete?")
        #expect(alert.message == "This cannot be undone.")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
        #expect(alert.actions.map(\.style) == [.destructive, .cancel])
        #expect(alert.preferredAction === delete)
        #expect(fieldsBefore == nil)
        #expect(alert.textFields?.count == 1)
        #expect(alert.textFields?.first === configured)
        #expect(alert.modalPresentationStyle == .custom)
        #expect(!alert.isViewLoaded)
    }

    @Test("UIAlertController: a preferred action that was not added is refused with a warning")
    func preferredActionMustBeAdded() {
        let stage = Stage()
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)

        alert.preferredAction = UIAlertAction(title: "OK", style: .default)

        #expect(alert.preferredAction == nil)
        #expect(stage.recorder.diagnostics.count == 1)
    }

    @Test("Rule 47: an alert is presented like any controller and the presenter gets no callbacks", arguments: [true, false])
    func presentingAnAlert(animated: Bool) {
        let stage = Stage()
        let a = UIViewController()
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        stage.name(a, "A")
        stage.name(alert, "Alert")
        stage.show(a)
        stage.clear()

        a.present(alert, animated: animated)
        UIApplication.shared.runUntilIdle()

        #expect(stage.transitionLines == [
            "Alert.loadView()", "Alert.viewDidLoad()", "Alert.viewWillAppear(animated: \(animated))",
            "Alert.viewIsAppearing(animated: \(animated))", "Alert.viewDidAppear(animated: \(animated))",
        ])
        #expect(a.presentedViewController === alert)
        #expect(alert.view.frame == stage.window.bounds)
        #expect(a.view.window === stage.window)
    }

    @Test("Tapping an action dismisses the alert, animated, and runs the handler after the dismissal")
    func tappingAnAction() {
        let stage = Stage()
        let a = UIViewController()
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        stage.name(alert, "Alert")
        var handled: (action: UIAlertAction, linesBefore: [String], presented: UIViewController?)?
        let ok = UIAlertAction(title: "OK", style: .default) { action in
            handled = (action, stage.transitionLines, a.presentedViewController)
        }
        alert.addAction(ok)
        stage.show(a)
        a.present(alert, animated: true)
        UIApplication.shared.runUntilIdle()
        stage.clear()

        let tapped = alert.simulateTap(onActionAt: 0)
        let handledAtOnce = handled != nil
        UIApplication.shared.runUntilIdle()

        #expect(tapped)
        #expect(!handledAtOnce)
        #expect(handled?.action === ok)
        #expect(handled?.linesBefore == ["Alert.viewWillDisappear(animated: true)", "Alert.viewDidDisappear(animated: true)"])
        #expect(handled?.presented == nil)
        #expect(alert.presentingViewController == nil)
    }

    @Test("Tapping a disabled action does nothing")
    func tappingADisabledAction() {
        let stage = Stage()
        let a = UIViewController()
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var handled = false
        let action = UIAlertAction(title: "Go", style: .default) { _ in handled = true }
        action.isEnabled = false
        alert.addAction(action)
        stage.show(a)
        a.present(alert, animated: false)
        UIApplication.shared.runUntilIdle()

        let tapped = alert.simulateTap(on: action)
        UIApplication.shared.runUntilIdle()

        #expect(!tapped)
        #expect(!handled)
        #expect(a.presentedViewController === alert)
    }

    @Test("Tapping an action of an alert that is not presented logs a warning and runs nothing")
    func tappingAnUnpresentedAlert() {
        let stage = Stage()
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        var handled = false
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in handled = true })

        #expect(!alert.simulateTap(onActionAt: 0))
        #expect(!alert.simulateTap(onActionAt: 5))
        #expect(!handled)
        #expect(stage.recorder.diagnostics.count == 2)
    }

    @Test("A second cancel action throws UIKit's error from addActionOrThrow")
    func secondCancelActionThrows() throws {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        try alert.addActionOrThrow(UIAlertAction(title: "Cancel", style: .cancel))

        #expect(throws: UIKitException(name: "NSInternalInconsistencyException",
                                       reason: "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")) {
            try alert.addActionOrThrow(UIAlertAction(title: "Close", style: .cancel))
        }
        #expect(alert.actions.count == 1)
    }

    @Test("A second cancel action stops addAction with UIKit's message")
    func secondCancelActionStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Close", style: .cancel))
            }
        }

        #expect(standardError(of: result).contains("UIAlertController can only have one action with a style of UIAlertActionStyleCancel"))
    }

    @Test("A text field on an action sheet stops with UIKit's message")
    func textFieldOnAnActionSheetStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addTextField()
            }
        }

        #expect(standardError(of: result).contains("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
    }
}

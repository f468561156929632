import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct PresentationLeakTests {
    @Test("A dismissed controller is deallocated once nothing else holds it", arguments: [UIModalPresentationStyle.fullScreen, .pageSheet])
    func dismissedControllerIsReleased(style: UIModalPresentationStyle) {
        let stage = Stage()
        let a = UIViewController()
        stage.show(a)
        weak var weakPresented: UIViewController?
        weak var weakChild: UIViewController?
        do {
            let (b, child) = makeRootWithChild()
            b.modalPresentationStyle = style
            weakPresented = b
            weakChild = child
            a.present(b, animated: true)
            UIApplication.shared.runUntilIdle()
        }
        let aliveWhilePresented = weakPresented != nil

        a.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()

        #expect(aliveWhilePresented)
        #expect(weakPresented == nil)
        #expect(weakChild == nil)
    }

    @Test("A chain dismissed from the bottom releases every controller in it")
    func dismissedChainIsReleased() {
        let stage = Stage()
        let a = UIViewController()
        stage.show(a)
        weak var weakB: UIViewController?
        weak var weakC: UIViewController?
        do {
            let b = UIViewController()
            let c = UIViewController()
            weakB = b
            weakC = c
            a.present(b, animated: false)
            UIApplication.shared.runUntilIdle()
            b.present(c, animated: false)
            UIApplication.shared.runUntilIdle()
        }

        a.dismiss(animated: true)
        UIApplication.shared.runUntilIdle()

        #expect(weakB == nil)
        #expect(weakC == nil)
    }

    @Test("A sheet dismissed by a finished swipe, and an alert dismissed by a tap, are released")
    func swipedSheetAndTappedAlertAreReleased() throws {
        let stage = Stage()
        let a = UIViewController()
        stage.show(a)
        weak var weakSheet: UIViewController?
        weak var weakAlert: UIAlertController?
        do {
            let sheet = UIViewController()
            weakSheet = sheet
            a.present(sheet, animated: true)
            UIApplication.shared.runUntilIdle()
            let swipe = try #require(sheet.beginInteractiveDismissal())
            swipe.finish()
            UIApplication.shared.runUntilIdle()
        }
        do {
            let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in })
            weakAlert = alert
            a.present(alert, animated: true)
            UIApplication.shared.runUntilIdle()
            alert.simulateTap(onActionAt: 0)
            UIApplication.shared.runUntilIdle()
        }

        #expect(weakSheet == nil)
        #expect(weakAlert == nil)
        #expect(a.presentedViewController == nil)
    }
}

import Testing
import UIKit

// This file is written as it would be for iOS: `import UIKit` and nothing else. It compiles on
// Linux because the UIKit product re-exports HeadlessUIKit (and Foundation, as UIKit does).

/// A controller as an iOS developer writes it.
final class GreetingViewController: UIViewController {
    private let label = UILabel(frame: CGRect(x: 20, y: 80, width: 200, height: 21))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.text = "Hello"
        view.addSubview(label)
    }
}

@MainActor
struct ImportUIKitTests {
    @Test("`import UIKit` compiles iOS code on Linux and runs it")
    func importUIKitWorks() {
        UIApplication.shared.resetForTesting()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = GreetingViewController()

        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        #expect(controller.view.subviews.count == 1)
        #expect(controller.view.window === window)
        #expect(controller.view.frame.size == CGSize(width: 390, height: 844))
    }
}

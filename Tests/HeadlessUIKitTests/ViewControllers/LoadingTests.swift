import Foundation
import Testing
@testable import HeadlessUIKit

/// A controller that builds its view in code, as seed 001's and seed 002's do (rule 7).
@MainActor
private final class CodeViewController: UIViewController {
    var loadViewCount = 0
    var viewDidLoadCount = 0

    override func loadView() {
        loadViewCount += 1
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .green
        self.view = view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
    }
}

/// Seed 001's quiz controller: green in loadView, brown in viewDidLoad.
@MainActor
private final class QuizViewController: UIViewController {
    override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .green
        self.view = view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .brown
    }
}

/// A loadView that forgets to assign a view (rule 5).
@MainActor
private final class ForgetfulViewController: UIViewController {
    var loadViewCount = 0
    var viewDidLoadCount = 0
    override func loadView() { loadViewCount += 1 }
    override func viewDidLoad() { viewDidLoadCount += 1 }
}

/// A loadView that reads self.view before assigning it (rule 6).
@MainActor
final class RecursiveLoadViewController: UIViewController {
    override func loadView() {
        view.backgroundColor = .red
    }
}

/// A loadView that makes `UIView()` with no frame (rule 21).
@MainActor
private final class ZeroFrameViewController: UIViewController {
    var sizeInViewDidLoad: CGSize?
    var sizeInViewWillAppear: CGSize?
    override func loadView() { view = UIView() }
    override func viewDidLoad() { sizeInViewDidLoad = view.bounds.size }
    override func viewWillAppear(_ animated: Bool) { sizeInViewWillAppear = view.bounds.size }
}

@MainActor
struct LoadingTests {
    @Test("Rule 1: nothing loads at init; the view getter runs loadView then viewDidLoad and returns the view")
    func viewGetterLoadsLazily() {
        let stage = Stage()
        let controller = CodeViewController()
        stage.name(controller, "C")

        #expect(!controller.isViewLoaded)
        #expect(stage.lines == ["C.init(nibName: nil, bundle: nil)"])

        let view = controller.view

        #expect(view != nil)
        #expect(view?.backgroundColor == .green)
        #expect(stage.lines == ["C.init(nibName: nil, bundle: nil)", "C.loadView()", "C.viewDidLoad()"])
    }

    @Test("Rule 2: isViewLoaded and viewIfLoaded never load the view")
    func isViewLoadedDoesNotLoad() {
        let stage = Stage()
        let controller = CodeViewController()
        stage.name(controller, "C")

        let loadedBefore = controller.isViewLoaded
        let viewBefore = controller.viewIfLoaded
        _ = controller.view
        let loadedAfter = controller.isViewLoaded

        #expect(!loadedBefore)
        #expect(viewBefore == nil)
        #expect(loadedAfter)
        #expect(controller.viewIfLoaded === controller.view)
        #expect(controller.loadViewCount == 1)
    }

    @Test("Rule 3: loadViewIfNeeded loads once; viewDidLoad never runs twice")
    func loadViewIfNeededLoadsOnce() {
        let controller = CodeViewController()

        controller.loadViewIfNeeded()
        controller.loadViewIfNeeded()
        _ = controller.view

        #expect(controller.loadViewCount == 1)
        #expect(controller.viewDidLoadCount == 1)
    }

    @Test("Rule 4: viewDidLoad runs again only after the view was discarded")
    func viewDidLoadAgainAfterDiscard() {
        let controller = CodeViewController()
        _ = controller.view
        let first = controller.view

        controller.view = nil
        let second = controller.view

        #expect(controller.viewDidLoadCount == 2)
        #expect(first !== second)
    }

    @Test("Rule 5: a loadView that assigns nothing still gets viewDidLoad, returns nil, loads again next time, and is diagnosed")
    func loadViewWithoutViewRepeats() {
        let stage = Stage()
        let controller = ForgetfulViewController()
        stage.name(controller, "F")

        let first: UIView? = controller.view
        let second: UIView? = controller.view

        #expect(first == nil)
        #expect(second == nil)
        #expect(controller.loadViewCount == 2)
        #expect(controller.viewDidLoadCount == 2)
        #expect(!controller.isViewLoaded)
        #expect(stage.recorder.diagnostics.count == 2)
        #expect(stage.recorder.diagnostics.first?.contains("ForgetfulViewController") == true)
        #expect(stage.recorder.diagnostics.first?.contains("did not assign a view") == true)
    }

    @Test("Rule 6: reading self.view inside loadView stops with a message naming the controller")
    func readingViewInsideLoadViewStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = RecursiveLoadViewController().view
            }
        }

        let message = standardError(of: result)
        #expect(message.contains("RecursiveLoadViewController"))
        #expect(message.contains("inside loadView() before assigning it"))
    }

    @Test("Rule 7: a loadView override that does not call super gets exactly the view it made")
    func customLoadViewSkipsDefault() {
        let controller = CodeViewController()

        let view = controller.view

        #expect(view?.backgroundColor == .green)
        #expect(view?.frame == UIScreen.main.bounds)
        #expect(controller.loadViewCount == 1)
    }

    @Test("Rule 8: assigning a view makes it loaded without loadView or viewDidLoad; assigning nil unloads and the next access reloads")
    func assigningTheView() {
        let stage = Stage()
        let controller = CodeViewController()
        stage.name(controller, "C")
        let outside = UIView()
        stage.clear()

        controller.view = outside

        #expect(controller.isViewLoaded)
        #expect(controller.view === outside)
        #expect(stage.lines.isEmpty)

        controller.view = nil

        #expect(!controller.isViewLoaded)
        #expect(controller.view?.backgroundColor == .green)
        #expect(stage.lines == ["C.loadView()", "C.viewDidLoad()"])
    }

    @Test("Rule 9: a view belongs to at most one view controller (throwing variant)")
    func viewBelongsToOneControllerThrows() throws {
        let first = UIViewController()
        let second = UIViewController()
        let shared = UIView()
        first.view = shared

        let error = #expect(throws: UIKitException.self) { try second.setViewOrThrow(shared) }

        #expect(error?.name == "UIViewControllerHierarchyInconsistency")
        #expect(error?.reason.contains("A view can only be associated with at most one view controller at a time!") == true)
        #expect(!second.isViewLoaded)
    }

    @Test("Rule 9: assigning another controller's view stops with UIKit's message")
    func viewBelongsToOneControllerStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let first = UIViewController()
                let second = UIViewController()
                first.view = UIView()
                second.view = first.view
            }
        }

        #expect(standardError(of: result).contains("A view can only be associated with at most one view controller at a time!"))
    }

    @Test("Rule 21: the default loadView makes a generic view the size of the screen")
    func genericViewIsScreenSized() {
        UIApplication.shared.resetForTesting()
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 320, height: 568)
        let controller = UIViewController()

        let view = controller.view

        #expect(view?.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(type(of: view!) == UIView.self)
        UIScreen.main.reset()
    }

    @Test("Rule 21: a loadView that makes UIView() has a zero frame in viewDidLoad and is sized before viewWillAppear")
    func zeroFrameViewIsSizedBeforeAppearing() {
        let stage = Stage()
        let controller = ZeroFrameViewController()

        stage.show(controller)

        #expect(controller.sizeInViewDidLoad == .zero)
        #expect(controller.sizeInViewWillAppear == stage.window.bounds.size)
    }

    @Test("Rule 23: init() is init(nibName: nil, bundle: nil), and init only records the nib's name")
    func initializers() {
        let stage = Stage()
        let plain = UIViewController()
        let named = UIViewController(nibName: "Missing", bundle: nil)
        stage.name(plain, "P")
        stage.name(named, "N")

        #expect(plain.nibName == nil)
        #expect(plain.nibBundle == nil)
        #expect(named.nibName == "Missing")
        #expect(!named.isViewLoaded)
        #expect(stage.lines == ["P.init(nibName: nil, bundle: nil)", "N.init(nibName: \"Missing\", bundle: nil)"])
    }

    @Test("Seed 001: the screen ends up red, because the view getter loads (green, then brown) before the app delegate's assignment")
    func seed001Quiz() {
        let stage = Stage()
        let controller = QuizViewController()
        stage.name(controller, "VC")
        var colours: [String] = []

        controller.view.backgroundColor = .red
        colours.append("\(controller.view.backgroundColor!)")
        stage.show(controller)

        #expect(stage.lines.prefix(3) == ["VC.init(nibName: nil, bundle: nil)", "VC.loadView()", "VC.viewDidLoad()"])
        #expect(colours == ["red"])
        #expect(stage.window.rootViewController?.view.backgroundColor == .red)
    }
}

import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct RecorderTests {
    @Test("Unnamed objects are called by their type, then Type#2 in order of first sight")
    func defaultNames() {
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder()
        let first = UIViewController()
        let second = UIViewController()

        first.loadViewIfNeeded()
        second.loadViewIfNeeded()

        #expect(recorder.lines(for: second) == ["UIViewController#2.init(nibName: nil, bundle: nil)", "UIViewController#2.loadView()", "UIViewController#2.viewDidLoad()"])
        #expect(recorder.lines(for: first).first == "UIViewController.init(nibName: nil, bundle: nil)")
    }

    @Test("A name given after the event still applies, and object arguments use names too")
    func namesApplyToEarlierEvents() {
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder()
        let parent = UIViewController()
        let child = UIViewController()

        parent.addChild(child)
        recorder.name(parent, "P")
        recorder.name(child, "C")

        #expect(recorder.lines(for: child) == ["C.init(nibName: nil, bundle: nil)", "C.willMove(toParent: P)"])
    }

    @Test("Callbacks sent from inside a callback nest under it in the timeline")
    func timelineIndentsNestedCallbacks() {
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder(scope: .named)
        let controller = UIViewController()
        recorder.name(controller, "C")
        recorder.clear()

        controller.loadViewIfNeeded()
        UIApplication.shared.sendMemoryWarning()

        #expect(recorder.timeline() == """
            C.loadView()
            C.viewDidLoad()
            C.didReceiveMemoryWarning()
              C.viewWillUnload()
              C.viewDidUnload()
            """)
        #expect(recorder.timeline(colored: true).contains("\u{1B}[1mC\u{1B}[0m.loadView()"))
    }

    @Test("A stopped recorder keeps its events and records no more; view events need includingViews")
    func stopAndViewEvents() {
        UIApplication.shared.resetForTesting()
        let controllersOnly = LifecycleRecorder()
        let withViews = LifecycleRecorder(includingViews: true)
        let parent = UIView()
        let child = UIView()

        parent.addSubview(child)
        withViews.stop()
        parent.addSubview(UIView())

        #expect(controllersOnly.lines.isEmpty)
        #expect(withViews.lines == ["UIView#2.willMove(toSuperview: UIView)", "UIView#2.didMoveToSuperview()", "UIView.didAddSubview(UIView#2)"])
    }
}

@MainActor
struct RecorderLifetimeTests {
    @Test("A recorder released without stop() stops recording, and recording turns itself off")
    func releasedRecorderIsForgotten() {
        UIApplication.shared.resetForTesting()
        weak var released: LifecycleRecorder?
        do {
            let recorder = LifecycleRecorder()
            released = recorder
            UIViewController().loadViewIfNeeded()
            #expect(recorder.lines.count == 3)
        }

        UIViewController().loadViewIfNeeded()

        #expect(released == nil)
        #expect(!LifecycleRecorder.hasReleasedEntries)
    }
}

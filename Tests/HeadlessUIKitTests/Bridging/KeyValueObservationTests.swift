import Foundation
import Testing
@testable import HeadlessUIKit

/// A table view subclass, as apps observe theirs (`\.contentSize` for self-sizing tables).
private final class FeedTableView: UITableView {}

@MainActor
@Suite("Key-value observation of UIKit properties")
struct KeyValueObservationTests {
    @Test("observe(\\.contentOffset) with [.initial, .new, .old] reports the first value, then each change with old and new")
    func contentOffsetInitialNewOld() {
        // Given a scroll view observed with .initial, .new and .old
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var seen: [String] = []
        let observation = scrollView.observe(\.contentOffset, options: [.initial, .new, .old]) { view, change in
            #expect(view === scrollView)
            seen.append("\(change.oldValue.map { "\($0.y)" } ?? "nil")→\(change.newValue.map { "\($0.y)" } ?? "nil")")
        }

        // When it scrolls twice, once through setContentOffset(_:animated:)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.setContentOffset(CGPoint(x: 0, y: 90), animated: false)

        // Then the handler saw the initial value, then each change
        #expect(seen == ["nil→0.0", "0.0→40.0", "40.0→90.0"])
        observation.invalidate()
    }

    @Test("invalidate() and releasing the observation both stop it")
    func invalidateAndDeinitStop() {
        // Given a label observed twice
        let label = UILabel()
        var first = 0, second = 0
        let kept = label.observe(\.text) { _, _ in first += 1 }
        var released: NSKeyValueObservation? = label.observe(\.text) { _, _ in second += 1 }
        label.text = "a"
        #expect(first == 1 && second == 1)

        // When one is invalidated and the other released
        kept.invalidate()
        released = nil
        label.text = "b"

        // Then neither handler runs again
        #expect(first == 1 && second == 1)
        #expect(released == nil)
        kept.invalidate()  // a second call does nothing
    }

    @Test(".prior reports before the change with the old value, and is flagged isPrior")
    func priorNotification() {
        // Given a switch observed with .prior, .old and .new
        let toggle = UISwitch()
        var changes: [(prior: Bool, old: Bool?, new: Bool?)] = []
        let observation = toggle.observe(\.isOn, options: [.prior, .old, .new]) { _, change in
            changes.append((change.isPrior, change.oldValue, change.newValue))
        }

        // When it is switched on
        toggle.setOn(true, animated: true)

        // Then the prior notification came first, then the change
        #expect(changes.count == 2)
        #expect(changes.first?.prior == true && changes.first?.old == false && changes.first?.new == nil)
        #expect(changes.last?.prior == false && changes.last?.old == false && changes.last?.new == true)
        observation.invalidate()
    }

    @Test("Every listed property reports when its setter is called")
    func curatedProperties() {
        // Given one observation per listed key path, counting calls
        var counts: [String: Int] = [:]
        var observations: [NSKeyValueObservation] = []
        let view = UIView(), scroll = UIScrollView(), progress = UIProgressView(), button = UIButton()
        let label = UILabel(), field = UITextField(), slider = UISlider(), toggle = UISwitch()
        observations += [
            view.observe(\.frame) { _, _ in counts["frame", default: 0] += 1 },
            view.observe(\.bounds) { _, _ in counts["bounds", default: 0] += 1 },
            view.observe(\.center) { _, _ in counts["center", default: 0] += 1 },
            view.observe(\.isHidden) { _, _ in counts["isHidden", default: 0] += 1 },
            view.observe(\.alpha) { _, _ in counts["alpha", default: 0] += 1 },
            scroll.observe(\.contentSize) { _, _ in counts["contentSize", default: 0] += 1 },
            scroll.observe(\.contentInset) { _, _ in counts["contentInset", default: 0] += 1 },
            progress.observe(\.progress) { _, _ in counts["progress", default: 0] += 1 },
            button.observe(\.isEnabled) { _, _ in counts["isEnabled", default: 0] += 1 },
            button.observe(\.isSelected) { _, _ in counts["isSelected", default: 0] += 1 },
            button.observe(\.isHighlighted) { _, _ in counts["isHighlighted", default: 0] += 1 },
            label.observe(\.text) { _, _ in counts["label.text", default: 0] += 1 },
            field.observe(\.text) { _, _ in counts["field.text", default: 0] += 1 },
            slider.observe(\.value) { _, _ in counts["value", default: 0] += 1 },
            toggle.observe(\.isOn) { _, _ in counts["isOn", default: 0] += 1 },
        ]

        // When each property is set once
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.center = CGPoint(x: 5, y: 5)
        view.isHidden = true
        view.alpha = 0.5
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        progress.setProgress(0.5, animated: true)
        button.isEnabled = false
        button.isSelected = true
        button.isHighlighted = true
        label.text = "Hi"
        field.text = "Hello"
        slider.value = 0.3
        toggle.isOn = true

        // Then each observation ran once
        #expect(counts == ["frame": 1, "bounds": 1, "center": 1, "isHidden": 1, "alpha": 1, "contentSize": 1,
                           "contentInset": 1, "progress": 1, "isEnabled": 1, "isSelected": 1, "isHighlighted": 1,
                           "label.text": 1, "field.text": 1, "value": 1, "isOn": 1])
        observations.forEach { $0.invalidate() }
    }

    @Test("A subclass's key path, and a view observed as its superclass, are recognised")
    func subclassRoots() {
        // Given an app's table view subclass observed for its content size, and a text field seen as a control
        let table = FeedTableView()
        let field: UIControl = UITextField()
        var sizes: [CGFloat] = [], enabled: [Bool] = []
        let sizeObservation = table.observe(\.contentSize, options: .new) { _, change in sizes.append(change.newValue?.height ?? -1) }
        let enabledObservation = field.observe(\.isEnabled, options: .new) { _, change in enabled.append(change.newValue ?? true) }

        // When they change
        table.contentSize = CGSize(width: 320, height: 880)
        field.isEnabled = false

        // Then both observations saw it
        #expect(sizes == [880])
        #expect(enabled == [false])
        sizeObservation.invalidate(); enabledObservation.invalidate()
    }

    @Test("Observing a property that does not report warns and never calls the handler after .initial")
    func unsupportedKeyPathWarns() {
        // Given a recorder and a view observed for a property outside the list
        let recorder = LifecycleRecorder()
        let view = UIView()
        var calls = 0
        let observation = view.observe(\.tag, options: [.initial]) { _, _ in calls += 1 }

        // When the property changes
        view.tag = 7

        // Then only the initial call happened, and a warning says why
        #expect(calls == 1)
        #expect(recorder.diagnostics.contains { $0.contains("does not report changes") })
        observation.invalidate()
    }

    @Test("A view nobody observes keeps no observer storage")
    func noStorageWithoutObservers() {
        // Given a view that is never observed
        let view = UIView()

        // When its properties change
        view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        view.alpha = 0.2

        // Then it never made an observer table (a setter costs one nil check)
        #expect(view.keyValueObservers == nil)
    }
}

import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct ControlsValueControlTests {
    // MARK: UISwitch

    @Test("A switch is always 51 × 31, whatever frame it is given")
    func switchSize() {
        UIApplication.shared.resetForTesting()

        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 200))

        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 49, height: 31), "Auto Layout's size: the frame less its 2-point alignment inset")
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
    }

    @Test("setOn(_:animated:) changes the state without sending valueChanged")
    func setOnIsSilent() {
        UIApplication.shared.resetForTesting()
        let toggle = UISwitch()
        var changes = 0
        toggle.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)

        toggle.setOn(true, animated: true)

        #expect(toggle.isOn)
        #expect(changes == 0)
    }

    @Test("A switch's valueChanged also sends its primaryActionTriggered actions")
    func switchPrimaryAction() {
        UIApplication.shared.resetForTesting()
        let toggle = UISwitch()
        var primary = 0
        toggle.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)

        toggle.isOn = true
        toggle.sendActions(for: .valueChanged)

        #expect(primary == 1)
    }

    // MARK: UISlider

    @Test("A slider's value is clamped to its range")
    func sliderClamps() {
        UIApplication.shared.resetForTesting()
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 10

        slider.setValue(15, animated: false)
        let high = slider.value
        slider.value = -3
        let low = slider.value

        #expect(high == 10)
        #expect(low == 0)
        #expect(slider.isContinuous)
    }

    @Test("Narrowing the range moves the value inside it")
    func rangeMovesValue() {
        UIApplication.shared.resetForTesting()
        let slider = UISlider()
        slider.maximumValue = 100
        slider.value = 80

        slider.maximumValue = 50

        #expect(slider.value == 50)
    }

    // MARK: UISegmentedControl

    @Test("init(items:) makes one segment per title and selects none")
    func segmentsFromItems() {
        UIApplication.shared.resetForTesting()

        let control = UISegmentedControl(items: ["Day", "Week", "Month"])

        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 1) == "Week")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
    }

    @Test("Inserting clamps the index and keeps the same segment selected")
    func insertSegments() {
        UIApplication.shared.resetForTesting()
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1

        control.insertSegment(withTitle: "First", at: 0, animated: false)
        control.insertSegment(withTitle: "Last", at: 99, animated: false)

        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["First", "A", "B", "Last"])
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test("Removing the selected segment leaves none selected; removeAllSegments empties the control")
    func removeSegments() {
        UIApplication.shared.resetForTesting()
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1

        control.removeSegment(at: 1, animated: false)
        let afterRemove = control.selectedSegmentIndex
        control.removeAllSegments()

        #expect(afterRemove == UISegmentedControl.noSegment)
        #expect(control.numberOfSegments == 0)
    }

    @Test("setTitle and setEnabled change one segment")
    func perSegmentSettings() {
        UIApplication.shared.resetForTesting()
        let control = UISegmentedControl(items: ["A", "B"])

        control.setTitle("Bee", forSegmentAt: 1)
        control.setEnabled(false, forSegmentAt: 0)

        #expect(control.titleForSegment(at: 1) == "Bee")
        #expect(!control.isEnabledForSegment(at: 0))
        #expect(control.isEnabledForSegment(at: 1))
    }

    @Test("An out-of-range selection is refused with a warning")
    func invalidSelection() {
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder()
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 0

        control.selectedSegmentIndex = 5

        #expect(control.selectedSegmentIndex == 0)
        #expect(recorder.diagnostics.count == 1)
    }

    @Test("A segment made from a UIAction runs it when a tap selects it")
    func segmentActions() {
        UIApplication.shared.resetForTesting()
        var chosen: [String] = []
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "List") { _ in chosen.append("List") },
            UIAction(title: "Grid") { _ in chosen.append("Grid") },
        ])

        control.selectedSegmentIndex = 1
        control.sendActions(for: .valueChanged)

        #expect(control.titleForSegment(at: 0) == "List")
        #expect(chosen == ["Grid"])
    }
}

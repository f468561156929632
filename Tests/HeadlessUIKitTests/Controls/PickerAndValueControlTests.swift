import Foundation
import Testing
@testable import HeadlessUIKit

/// A picker data source and delegate that records what it is told.
@MainActor
final class RecordingPickerSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows = [3, 10]
    var selections: [String] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

/// A search bar delegate that records what it is told.
@MainActor
final class RecordingSearchDelegate: UISearchBarDelegate {
    var events: [String] = []
    var refuseEdits = false

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { events.append("didBegin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { events.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { events.append("textDidChange(\(searchText))") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { !refuseEdits }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { events.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { events.append("cancel") }
}

@MainActor
struct PickerAndValueControlTests {
    // MARK: UIPickerView

    @Test("A picker asks its data source for components and rows; selecting in code tells the delegate nothing")
    func pickerCounts() {
        UIApplication.shared.resetForTesting()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let source = RecordingPickerSource()
        picker.dataSource = source
        picker.delegate = source

        picker.selectRow(7, inComponent: 1, animated: false)

        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 10)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 1) == 7)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 160, height: 32))
        #expect(source.selections.isEmpty)
    }

    @Test("A simulated spin selects the row and tells the delegate; reloading keeps selections in range")
    func pickerSimulatedSelection() {
        UIApplication.shared.resetForTesting()
        let picker = UIPickerView(frame: .zero)
        let source = RecordingPickerSource()
        picker.dataSource = source
        picker.delegate = source
        picker.simulateSelection(row: 9, inComponent: 1)

        source.rows = [3, 4]
        picker.reloadAllComponents()

        #expect(source.selections == ["1:9"])
        #expect(picker.selectedRow(inComponent: 1) == 3)
        #expect(picker.selectedRow(inComponent: 2) == -1)
    }

    // MARK: UIDatePicker

    @Test("A date picker keeps its date within the limits and resolves the automatic style")
    func datePickerLimits() {
        UIApplication.shared.resetForTesting()
        let picker = UIDatePicker()
        let start = Date(timeIntervalSince1970: 1_000_000)
        picker.minimumDate = start
        picker.maximumDate = start.addingTimeInterval(3600)

        picker.date = start.addingTimeInterval(-10)
        let low = picker.date
        picker.setDate(start.addingTimeInterval(7200), animated: true)
        let high = picker.date
        picker.datePickerMode = .countDownTimer

        #expect(low == start)
        #expect(high == start.addingTimeInterval(3600))
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .wheels)
    }

    @Test("A simulated date pick sends valueChanged; setting the date in code sends nothing")
    func datePickerSendsValueChanged() {
        UIApplication.shared.resetForTesting()
        let picker = UIDatePicker()
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)

        picker.date = Date(timeIntervalSince1970: 0)
        picker.simulateDateSelection(Date(timeIntervalSince1970: 86_400))

        #expect(changes == 1)
        #expect(picker.date == Date(timeIntervalSince1970: 86_400))
    }

    // MARK: UIPageControl

    @Test("A page control keeps the current page within its pages; a simulated tap sends valueChanged")
    func pageControl() {
        UIApplication.shared.resetForTesting()
        let pages = UIPageControl()
        var changes = 0
        pages.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        pages.numberOfPages = 5

        pages.currentPage = 9
        let clamped = pages.currentPage
        pages.simulatePageSelection(1)
        pages.numberOfPages = 1

        #expect(clamped == 4)
        #expect(changes == 1)
        #expect(pages.currentPage == 0)
        #expect(!pages.hidesForSinglePage)
    }

    // MARK: UIProgressView

    @Test("A progress view clamps its progress to 0…1")
    func progressView() {
        UIApplication.shared.resetForTesting()
        let bar = UIProgressView(progressViewStyle: .bar)

        bar.setProgress(1.5, animated: true)
        let high = bar.progress
        bar.progress = -1

        #expect(high == 1)
        #expect(bar.progress == 0)
        #expect(bar.progressViewStyle == .bar)
        #expect(bar.frame.height == 4)
    }

    // MARK: UIStepper

    @Test("A stepper's taps step the value and send valueChanged, stopping at the maximum")
    func stepperBounds() {
        UIApplication.shared.resetForTesting()
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        stepper.maximumValue = 10
        stepper.stepValue = 4
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)

        stepper.simulateIncrement()
        stepper.simulateIncrement()
        stepper.simulateIncrement()
        let top = stepper.value
        stepper.simulateIncrement()

        #expect(top == 10)
        #expect(stepper.value == 10)
        #expect(changes == 3)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
    }

    @Test("A wrapping stepper goes from the maximum to the minimum and back")
    func stepperWraps() {
        UIApplication.shared.resetForTesting()
        let stepper = UIStepper()
        stepper.minimumValue = 1
        stepper.maximumValue = 3
        stepper.wraps = true
        stepper.value = 3

        stepper.simulateIncrement()
        let wrappedUp = stepper.value
        stepper.simulateDecrement()

        #expect(wrappedUp == 1)
        #expect(stepper.value == 3)
    }

    @Test("A stepper at its minimum ignores −; the value set in code is clamped and sends nothing")
    func stepperMinimum() {
        UIApplication.shared.resetForTesting()
        let stepper = UIStepper()
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)

        stepper.value = -5
        stepper.simulateDecrement()

        #expect(stepper.value == 0)
        #expect(changes == 0)
        #expect(stepper.autorepeat && stepper.isContinuous && !stepper.wraps)
    }

    @Test("A stepper's minimum at or above its maximum stops with an invalid-argument exception")
    func stepperInvalidRange() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stepper = UIStepper()
                stepper.minimumValue = 100
            }
        }

        #expect(standardError(of: result).contains("NSInvalidArgumentException"))
    }

    // MARK: UISearchBar

    @Test("Typing in a search bar begins editing, then tells textDidChange; setting text in code tells nothing")
    func searchBarTyping() {
        UIApplication.shared.resetForTesting()
        let bar = UISearchBar()
        let delegate = RecordingSearchDelegate()
        bar.delegate = delegate

        bar.text = "a"
        bar.simulateTextEntry("b")
        bar.simulateSearchButtonTap()
        bar.resignFirstResponder()

        #expect(delegate.events == ["didBegin", "textDidChange(ab)", "search", "didEnd"])
        #expect(bar.text == "ab")
    }

    @Test("A refused edit leaves the text; the cancel button is heard only when shown")
    func searchBarRefusalAndCancel() {
        UIApplication.shared.resetForTesting()
        let bar = UISearchBar()
        let delegate = RecordingSearchDelegate()
        bar.delegate = delegate
        delegate.refuseEdits = true

        let changed = bar.simulateTextEntry("x")
        bar.simulateCancelButtonTap()
        bar.setShowsCancelButton(true, animated: true)
        bar.simulateCancelButtonTap()
        bar.text = nil

        #expect(!changed)
        #expect(delegate.events == ["didBegin", "cancel"])
        #expect(bar.text == "")
        #expect(bar.searchBarStyle == .default)
    }

    // MARK: Visual effects

    @Test("A visual effect view keeps its effect and a content view that fills it")
    func visualEffectView() {
        UIApplication.shared.resetForTesting()
        let blur = UIBlurEffect(style: .systemMaterialDark)
        let effectView = UIVisualEffectView(effect: blur)

        effectView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)

        #expect(effectView.effect === blur)
        #expect(blur.style == .systemMaterialDark)
        #expect(effectView.contentView.superview === effectView)
        #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel).style == .secondaryLabel)
    }
}

import Foundation
import Testing
@testable import HeadlessUIKit

/// A view with a fixed intrinsic size, as a label or an image view has.
@MainActor
private final class Sized: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// Intrinsic sizes, hugging and compression, fitting sizes, masks, and the constraint pass.
@MainActor
struct ContentSizeAndPassTests {
    @Test("A view with an intrinsic size and only a position takes its intrinsic size; a change lays out again")
    func intrinsicSizeSizesView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = Sized(80, 30)
        root.addSubview(view)
        NSLayoutConstraint.activate([view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10), view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 10, y: 10, width: 80, height: 30))

        view.size = CGSize(width: 120, height: 30)
        root.layoutIfNeeded()
        #expect(view.frame.width == 120)
    }

    @Test("Two views filling a row: the one that hugs less grows")
    func huggingDecidesWhoGrows() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let title = Sized(60, 20), detail = Sized(60, 20)
        title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.addSubview(title)
        root.addSubview(detail)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor), detail.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            detail.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor), detail.topAnchor.constraint(equalTo: root.topAnchor),
        ])

        root.layoutIfNeeded()

        #expect(title.frame.width == 60)
        #expect(detail.frame.width == 240)
        #expect(title.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
        #expect(detail.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(detail.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test("Two views in too narrow a row: the one that resists compression less shrinks")
    func compressionDecidesWhoShrinks() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let a = Sized(80, 20), b = Sized(80, 20)
        b.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 80)
        #expect(b.frame.width == 20)
    }

    @Test("A label under Auto Layout takes its text's size; a multi-line label wraps at the width it is given")
    func labelsSizeFromText() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        let single = UILabel(), multi = UILabel()
        single.text = "Hello"
        multi.text = String(repeating: "a", count: 30)
        multi.numberOfLines = 0
        for label in [single, multi] { label.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(label) }
        NSLayoutConstraint.activate([
            single.leadingAnchor.constraint(equalTo: root.leadingAnchor), single.topAnchor.constraint(equalTo: root.topAnchor),
            multi.leadingAnchor.constraint(equalTo: root.leadingAnchor), multi.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            multi.topAnchor.constraint(equalTo: single.bottomAnchor, constant: 8),
        ])

        root.layoutIfNeeded()

        #expect(single.frame.size == single.intrinsicContentSize)
        #expect(multi.frame.width == 100)
        #expect(multi.frame.height == UIFont.systemFont(ofSize: 17).lineHeight * 3, "30 characters of 8.5 points wrap into 3 lines of 11")
    }

    @Test("Standard controls have intrinsic sizes: a switch is 49×31 in a 51×31 frame, a slider 30 points high in a 31-point frame")
    func standardControlsIntrinsicSizes() {
        #expect(UISwitch().intrinsicContentSize == CGSize(width: 49, height: 31))
        #expect(UISwitch().frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 49, height: 31)).size == CGSize(width: 51, height: 31))
        #expect(UISlider().intrinsicContentSize.height == 30)
        #expect(UISlider().frame(forAlignmentRect: CGRect(x: 8, y: 0, width: 100, height: 30)) == CGRect(x: 6, y: 0, width: 104, height: 31))
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test("systemLayoutSizeFitting gives the smallest size the content's constraints allow")
    func fittingSize() {
        let card = UIView()
        let a = Sized(100, 20), b = Sized(60, 30)
        card.addSubview(a)
        card.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10), a.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            a.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
            b.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10), b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 5),
            b.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
            b.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])

        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 75))
        #expect(card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 300, height: 75))
    }

    @Test("Rule 79 as constraints: a view that translates its mask keeps its frame, and stretches with its superview as its mask says")
    func masksBecomeConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let panel = UIView(frame: CGRect(x: 20, y: 20, width: 260, height: 100))
        panel.autoresizingMask = [.flexibleWidth]
        root.addSubview(panel)
        let badge = Sized(30, 30)
        panel.addSubview(badge)
        NSLayoutConstraint.activate([badge.trailingAnchor.constraint(equalTo: panel.trailingAnchor, constant: -10), badge.topAnchor.constraint(equalTo: panel.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        #expect(panel.frame == CGRect(x: 20, y: 20, width: 260, height: 100))
        #expect(badge.frame == CGRect(x: 220, y: 10, width: 30, height: 30))

        root.frame.size.width = 400
        root.layoutIfNeeded()

        #expect(panel.frame == CGRect(x: 20, y: 20, width: 360, height: 100))
        #expect(badge.frame.minX == 320)
    }

    @Test("A translating view that also gets a size constraint conflicts, as in UIKit, and keeps its frame")
    func translatingViewConflicts() {
        UIApplication.shared.resetForTesting()
        let recorder = LifecycleRecorder()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        view.widthAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        #expect(recorder.diagnostics.contains { $0.contains("NSAutoresizingMaskLayoutConstraint") && $0.contains("h=--- v=---") })
        #expect(view.frame.width == 50)
    }

    @Test("Rule 77 with Auto Layout: updateViewConstraints runs before viewWillLayoutSubviews, and viewDidLayoutSubviews sees solved frames")
    func updateViewConstraintsRunsFirst() {
        UIApplication.shared.resetForTesting()
        final class Controller: UIViewController {
            let box = UIView()
            var seenInDidLayout: CGRect = .zero
            var order: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
            }
            override func updateViewConstraints() {
                order.append("updateViewConstraints")
                if box.constraints.isEmpty && view.constraints.isEmpty {
                    NSLayoutConstraint.activate([box.centerXAnchor.constraint(equalTo: view.centerXAnchor), box.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                                                 box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 40)])
                }
                super.updateViewConstraints()
            }
            override func viewWillLayoutSubviews() { order.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { seenInDidLayout = box.frame }
        }
        let controller = Controller()
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()

        #expect(controller.order.first == "updateViewConstraints")
        #expect(controller.order.contains("viewWillLayoutSubviews"))
        #expect(controller.seenInDidLayout == CGRect(x: 145, y: 402, width: 100, height: 40))
    }

    @Test("setNeedsUpdateConstraints asks for another constraint pass")
    func setNeedsUpdateConstraints() {
        final class Counting: UIView {
            var updates = 0
            override func updateConstraints() { updates += 1; super.updateConstraints() }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = Counting()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        root.layoutIfNeeded()
        let first = view.updates
        #expect(first == 1)
        #expect(!view.needsUpdateConstraints())

        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        root.layoutIfNeeded()

        #expect(view.updates == first + 1)
    }

    @Test("Baselines: two labels of different fonts aligned on their first baselines")
    func baselines() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let big = UILabel(), small = UILabel()
        big.font = .systemFont(ofSize: 34)
        big.text = "Big"
        small.text = "small"
        for label in [big, small] { label.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(label) }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor), big.topAnchor.constraint(equalTo: root.topAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.firstBaselineOffsetFromTop!
        let smallBaseline = small.frame.minY + small.firstBaselineOffsetFromTop!
        #expect(bigBaseline == smallBaseline)
        #expect(small.frame.minY > big.frame.minY)
    }
}

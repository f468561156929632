import Foundation
import HeadlessExample
import Testing
@testable import HeadlessUIKit

/// A view whose draw(_:) records how it was called.
private final class SketchView: UIView {
    var calls: [(context: CGContext?, rect: CGRect)] = []
    override func draw(_ rect: CGRect) {
        calls.append((UIGraphicsGetCurrentContext(), rect))
        UIColor.orange.setFill()
        UIBezierPath(ovalIn: rect.insetBy(dx: 2, dy: 2)).fill()
    }
}

@MainActor
struct LayerDrawingTests {
    @Test("A red view records one fill of its bounds in red")
    func redView() throws {
        // Given a red 100 × 40 view
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 100, height: 40))
        view.backgroundColor = .red
        // When it is drawn
        let drawing = view.drawing(scale: 2)
        // Then the canvas is its bounds at scale 2, holding one red fill of the bounds
        #expect(drawing.size == CGSize(width: 100, height: 40))
        #expect(drawing.scale == 2)
        #expect(drawing.fills.count == 1)
        #expect(drawing.fills.first?.color == UIColor.red.cgColor)
        #expect(drawing.fills.first?.path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test("A hidden subview and a transparent one record nothing")
    func hiddenViews() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.backgroundColor = .blue
        hidden.isHidden = true
        let transparent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        transparent.backgroundColor = .blue
        transparent.alpha = 0
        parent.addSubview(hidden)
        parent.addSubview(transparent)
        #expect(parent.drawing().fills.isEmpty)
    }

    @Test("A rounded view's background is a rounded rectangle, and a border is stroked on top inside the bounds")
    func roundedView() throws {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.black.cgColor
        let drawing = card.drawing()
        let fill = try #require(drawing.fills.first)
        #expect(fill.path.elements.contains { $0.type == .addCurveToPoint })
        #expect(fill.path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 60))
        let border = try #require(drawing.strokes.last)
        #expect(border.style.lineWidth == 2)
        #expect(border.path.boundingBox == CGRect(x: 1, y: 1, width: 98, height: 58))
        // The border is the last paint: on top of everything.
        if case .stroke = drawing.operations.last(where: { if case .restore = $0 { false } else { true } }) {} else {
            Issue.record("the border is not last")
        }
    }

    @Test("A subview is drawn at its frame: its fill is under a translation to its origin")
    func subviewPlacement() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 30, y: 40, width: 20, height: 10))
        child.backgroundColor = .green
        parent.addSubview(child)
        let drawing = parent.drawing()
        #expect(drawing.fills.count == 1)
        let placed = try #require(drawing.fills.first).path.boundingBox.applying(try #require(drawing.transforms().first))
        #expect(placed == CGRect(x: 30, y: 40, width: 20, height: 10))
        #expect(drawing.balanceProblem == nil)
    }

    @Test("draw(_:) is called once, with the current context set and the view's bounds")
    func drawRectOverride() throws {
        let sketch = SketchView(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        let drawing = sketch.drawing()
        #expect(sketch.calls.count == 1)
        #expect(sketch.calls.first?.context != nil)
        #expect(sketch.calls.first?.rect == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(drawing.fills.first?.color == UIColor.orange.cgColor)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("A label records its text, font and colour, centred vertically inside its bounds")
    func labelText() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        label.text = "Tomato soup"
        label.font = .systemFont(ofSize: 20)
        label.textColor = .darkGray
        label.textAlignment = .center
        let drawing = label.drawing()
        let text = try #require(drawing.texts.first)
        #expect(drawing.strings == ["Tomato soup"])
        #expect(text.runs.first?.pointSize == 20)
        #expect(text.runs.first?.color == UIColor.darkGray.cgColor)
        #expect(text.alignment == .center)
        #expect(text.rect.height == UIFont.systemFont(ofSize: 20).lineHeight)
        #expect(text.rect.midY == 25)
        #expect(CGRect(x: 0, y: 0, width: 200, height: 50).contains(text.rect))
    }

    @Test("Opacity under 1 over sublayers composites them as one group; masksToBounds clips to the rounded bounds")
    func groupAndMask() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.alpha = 0.5
        parent.clipsToBounds = true
        parent.layer.cornerRadius = 10
        let child = UIView(frame: CGRect(x: -10, y: -10, width: 50, height: 50))
        child.backgroundColor = .red
        parent.addSubview(child)
        let ops = parent.drawing().operations
        #expect(ops.contains { if case .beginGroup = $0 { true } else { false } })
        #expect(ops.contains { if case .multiplyAlpha(0.5) = $0 { true } else { false } })
        #expect(ops.contains { if case .clip(let path, _) = $0 { path.elements.contains { $0.type == .addCurveToPoint } } else { false } })
    }

    @Test("Sublayers draw in zPosition order, stable among equals; a shape layer fills and strokes its path")
    func zOrderAndShapes() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let colors: [UIColor] = [.red, .green, .blue]
        for (index, color) in colors.enumerated() {
            let layer = CAShapeLayer()
            layer.frame = root.bounds
            layer.path = CGPath(rect: CGRect(x: index * 10, y: 0, width: 10, height: 10), transform: nil)
            layer.fillColor = color.cgColor
            layer.strokeColor = UIColor.black.cgColor
            if index == 0 { layer.zPosition = 1 }
            root.addSublayer(layer)
        }
        let drawing = root.drawing(scale: 1)
        #expect(drawing.fills.map(\.color) == [UIColor.green.cgColor, UIColor.blue.cgColor, UIColor.red.cgColor])
        #expect(drawing.strokes.count == 3)
    }

    @Test("A gradient layer records an axial gradient from its start to its end point in its bounds")
    func gradientLayer() throws {
        let layer = CAGradientLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        layer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let drawing = layer.drawing(scale: 1)
        let gradient = try #require(drawing.operations.compactMap { if case .gradient(let g, _) = $0 { g } else { nil } }.first)
        #expect(gradient.kind == .axial)
        #expect(gradient.start == CGPoint(x: 100, y: 0))
        #expect(gradient.end == CGPoint(x: 100, y: 100))
        #expect(gradient.locations == [0, 1])
    }

    @Test("A switch that is on draws a green track and a white knob at the right")
    func switchLook() throws {
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        toggle.isOn = true
        let drawing = toggle.drawing()
        #expect(drawing.fills.first?.color == CGColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1))
        let knob = try #require(drawing.fills.last)
        #expect(knob.color == .white)
        #expect(knob.path.boundingBox.midX > 25.5)
    }

    @Test("A system button draws its title in the tint colour #007AFF")
    func buttonTitle() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.setTitle("Save", for: .normal)
        let drawing = button.drawing()
        let text = try #require(drawing.texts.first)
        #expect(drawing.strings == ["Save"])
        #expect(text.runs.first?.color == UIColor.systemBlue.cgColor)
    }

    @Test("A navigation bar draws its top item's title and a back button with a chevron and the previous title")
    func navigationBar() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.setItems([UINavigationItem(title: "Recipes"), UINavigationItem(title: "Tomato soup")], animated: false)
        let drawing = bar.drawing()
        #expect(drawing.strings.contains("Recipes"))
        #expect(drawing.strings.contains("Tomato soup"))
        #expect(drawing.strokes.count == 1)
    }

    @Test("A tab bar draws each item's title, the selected one in the tint colour, and a badge as a red pill with white text")
    func tabBar() throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
        let first = UITabBarItem(title: "Recipes", image: nil, tag: 0)
        let second = UITabBarItem(title: "About", image: nil, tag: 1)
        second.badgeValue = "3"
        bar.items = [first, second]
        bar.selectedItem = first
        let drawing = bar.drawing()
        let recipes = try #require(drawing.texts.first { $0.runs.first?.string == "Recipes" })
        #expect(recipes.runs.first?.color == UIColor.systemBlue.cgColor)
        #expect(drawing.texts.first { $0.runs.first?.string == "3" }?.runs.first?.color == .white)
    }
}

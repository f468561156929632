import Foundation
import HeadlessUIKit
import InterfaceBuilder

// `headless benchmark`'s scene row: a compiled storyboard scene against the same views built in code.

/// The controller of the benchmark scene: ten outlets, an outlet collection and four actions.
class BenchmarkProfileController: UIViewController {
    @Outlet var titleLabel: UILabel!
    @Outlet var subtitleLabel: UILabel!
    @Outlet var avatarView: UIImageView!
    @Outlet var nameField: UITextField!
    @Outlet var emailField: UITextField!
    @Outlet var saveButton: UIButton!
    @Outlet var cancelButton: UIButton!
    @Outlet var helpButton: UIButton!
    @Outlet var detailsStack: UIStackView!
    @Outlet var footerLabel: UILabel!
    @OutletCollection var detailLabels: [UILabel]
    /// How many times an action ran.
    var actions = 0

    func save(_ sender: Any?) { actions += 1 }
    func cancel(_ sender: Any?) { actions += 1 }
    func help(_ sender: Any?) { actions += 1 }
    func more(_ sender: Any?) { actions += 1 }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding([
            "save:": .init(BenchmarkProfileController.save),
            "cancel:": .init(BenchmarkProfileController.cancel),
            "help:": .init(BenchmarkProfileController.help),
            "more:": .init(BenchmarkProfileController.more),
        ])
    }
}

/// The same controller with the scene's views built in code.
final class BenchmarkCodeProfileController: BenchmarkProfileController {
    /// The bundle the images come from (the scene's).
    var imageBundle: Bundle?

    /// Builds what the scene holds: the same classes, frames, texts, colours, fonts, images,
    /// constraints, outlets and targets.
    override func loadView() {
        let dark = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        let grey = UIColor(red: 0.4, green: 0.4, blue: 0.45, alpha: 1)
        let tint = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = UIColor(white: 1, alpha: 1)

        func label(_ text: String, _ frame: CGRect, _ font: UIFont, _ color: UIColor? = nil) -> UILabel {
            let label = UILabel(frame: frame)
            label.text = text
            label.font = font
            if let color { label.textColor = color }
            label.translatesAutoresizingMaskIntoConstraints = false
            return label
        }
        func button(_ title: String, _ frame: CGRect, _ action: Selector) -> UIButton {
            let button = UIButton(type: .system)
            button.frame = frame
            button.setTitle(title, for: .normal)
            button.setTitleColor(tint, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.translatesAutoresizingMaskIntoConstraints = false
            button.addTarget(self, action: action, for: .touchUpInside)
            return button
        }
        func imageView(_ name: String, _ frame: CGRect) -> UIImageView {
            let view = UIImageView(frame: frame)
            view.image = UIImage(named: name, in: imageBundle)
            view.contentMode = .scaleAspectFit
            view.clipsToBounds = true
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }
        func field(_ placeholder: String, _ text: String?, _ frame: CGRect) -> UITextField {
            let field = UITextField(frame: frame)
            field.borderStyle = .roundedRect
            field.placeholder = placeholder
            field.text = text
            field.font = .systemFont(ofSize: 14)
            field.translatesAutoresizingMaskIntoConstraints = false
            return field
        }

        let title = label("Ada Lovelace", CGRect(x: 0, y: 0, width: 350, height: 29), .boldSystemFont(ofSize: 24), dark)
        let subtitle = label("Analyst", CGRect(x: 0, y: 33, width: 350, height: 19), .systemFont(ofSize: 15), grey)
        let header = UIStackView(frame: CGRect(x: 20, y: 60, width: 350, height: 52))
        header.axis = .vertical
        header.spacing = 4
        header.translatesAutoresizingMaskIntoConstraints = false
        header.addArrangedSubview(title)
        header.addArrangedSubview(subtitle)
        root.addSubview(header)

        let avatar = imageView("avatar", CGRect(x: 20, y: 124, width: 80, height: 80))
        avatar.addConstraints([
            NSLayoutConstraint(item: avatar, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 80),
            NSLayoutConstraint(item: avatar, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 80),
        ])
        root.addSubview(avatar)
        let name = field("Name", "Ada", CGRect(x: 116, y: 124, width: 254, height: 34))
        root.addSubview(name)
        let email = field("Email", nil, CGRect(x: 116, y: 170, width: 254, height: 34))
        root.addSubview(email)

        let save = button("Save", CGRect(x: 0, y: 0, width: 110, height: 44), "save:")
        let cancel = button("Cancel", CGRect(x: 120, y: 0, width: 110, height: 44), "cancel:")
        let help = button("Help", CGRect(x: 240, y: 0, width: 110, height: 44), "help:")
        let buttons = UIStackView(frame: CGRect(x: 20, y: 220, width: 350, height: 44))
        buttons.axis = .horizontal
        buttons.distribution = .fillEqually
        buttons.spacing = 10
        buttons.translatesAutoresizingMaskIntoConstraints = false
        for view in [save, cancel, help] { buttons.addArrangedSubview(view) }
        root.addSubview(buttons)

        let details = UIStackView(frame: CGRect(x: 20, y: 280, width: 350, height: 182))
        details.axis = .vertical
        details.spacing = 2
        details.translatesAutoresizingMaskIntoConstraints = false
        var detailLabels: [UILabel] = []
        for i in 0..<8 {
            let line = label("Detail \(i + 1)", CGRect(x: 0, y: Double(i) * 23, width: 350, height: 21), .systemFont(ofSize: 13))
            details.addArrangedSubview(line)
            detailLabels.append(line)
        }
        root.addSubview(details)

        for i in 0..<4 {
            root.addSubview(imageView("star", CGRect(x: 20 + Double(i) * 90, y: 490, width: 80, height: 80)))
        }

        let footer = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 120))
        footer.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        footer.translatesAutoresizingMaskIntoConstraints = false
        let footerLabel = label("Last saved today", CGRect(x: 20, y: 20, width: 250, height: 21), .systemFont(ofSize: 12), grey)
        footer.addSubview(footerLabel)
        footer.addSubview(button("More", CGRect(x: 290, y: 15, width: 80, height: 30), "more:"))
        root.addSubview(footer)

        for i in 0..<3 {
            root.addSubview(label("Note \(i + 1)", CGRect(x: 20, y: 740 + Double(i) * 25, width: 350, height: 21), .systemFont(ofSize: 11)))
        }

        func pin(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ constant: CGFloat) -> NSLayoutConstraint {
            NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: root, attribute: attribute, multiplier: 1, constant: constant)
        }
        root.addConstraints([
            pin(header, .leading, 20), pin(header, .top, 60), pin(header, .trailing, -20),
            pin(avatar, .leading, 20),
            NSLayoutConstraint(item: avatar, attribute: .top, relatedBy: .equal, toItem: header, attribute: .bottom, multiplier: 1, constant: 12),
            NSLayoutConstraint(item: name, attribute: .leading, relatedBy: .equal, toItem: avatar, attribute: .trailing, multiplier: 1, constant: 16),
            pin(name, .trailing, -20),
            NSLayoutConstraint(item: email, attribute: .top, relatedBy: .equal, toItem: name, attribute: .bottom, multiplier: 1, constant: 12),
            pin(buttons, .leading, 20), pin(buttons, .trailing, -20),
            pin(details, .leading, 20), pin(details, .trailing, -20),
            pin(footer, .leading, 0), pin(footer, .trailing, 0),
        ])

        // What a nib holds for a view placed with constraints: ibtool's default mask (right and bottom margins).
        var pending = root.subviews
        while let next = pending.popLast() {
            if !next.translatesAutoresizingMaskIntoConstraints { next.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin] }
            if !(next is UIButton) { pending += next.subviews }
        }

        view = root
        titleLabel = title
        subtitleLabel = subtitle
        avatarView = avatar
        nameField = name
        emailField = email
        saveButton = save
        cancelButton = cancel
        helpButton = help
        detailsStack = details
        self.footerLabel = footerLabel
        self.detailLabels = detailLabels
    }
}

/// The scene row of `headless benchmark`.
@MainActor
enum SceneBenchmark {
    /// What one measurement found.
    struct Result {
        /// Scenes made per pass.
        let iterations: Int
        /// The best pass, instantiating from the storyboard, in seconds.
        let nibSeconds: Double
        /// The best pass, building in code, in seconds.
        let codeSeconds: Double
        /// Views in the scene, constraints, outlets (collection entries included) and actions.
        let viewCount: Int
        let constraintCount: Int
        let outletCount: Int
        let actionCount: Int
        /// How the two hierarchies differ, if they do (they should not).
        let mismatch: String?
    }

    /// Writes the storyboard (and its images) to a temporary folder, reads it once, then times `iterations`
    /// scenes per pass both ways.
    static func run(iterations: Int, passes: Int) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headless-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(storyboard.utf8).write(to: folder.appendingPathComponent("Profile.storyboard"))
        try png(width: 160, height: 160).write(to: folder.appendingPathComponent("avatar.png"))
        try png(width: 48, height: 48).write(to: folder.appendingPathComponent("star.png"))
        guard let bundle = Bundle(path: folder.path) else { throw CocoaError(.fileNoSuchFile) }
        UIApplication.shared.resetForTesting()
        NibLoading.resetStatistics()

        // Read (and compile) once: the first instantiation compiles the source and decodes the scene nibs.
        let storyboard = try UIStoryboard.load(name: "Profile", bundle: bundle)
        func fromNib() -> BenchmarkProfileController {
            let controller = storyboard.instantiateViewController(withIdentifier: "Profile") as! BenchmarkProfileController
            controller.loadViewIfNeeded()
            return controller
        }
        func inCode() -> BenchmarkProfileController {
            let controller = BenchmarkCodeProfileController(nibName: nil, bundle: nil)
            controller.imageBundle = bundle
            controller.loadViewIfNeeded()
            return controller
        }
        let sampleNib = fromNib()
        let sampleCode = inCode()
        let mismatch = compare(sampleNib, sampleCode)
        NibLoading.resetStatistics()
        _ = fromNib()
        let statistics = NibLoading.statistics

        var sink = 0
        // the two sides take turns pass by pass (see `BenchmarkWork.bestInterleaved`)
        let times = try BenchmarkWork.bestInterleaved(of: passes, [
            { for _ in 0..<iterations { sink &+= fromNib().detailLabels.count } },
            { for _ in 0..<iterations { sink &+= inCode().detailLabels.count } },
        ])
        let (nibSeconds, codeSeconds) = (times[0], times[1])
        precondition(sink > 0)
        return Result(iterations: iterations, nibSeconds: nibSeconds, codeSeconds: codeSeconds,
                      viewCount: count(sampleNib.view), constraintCount: constraints(sampleNib.view),
                      outletCount: statistics.outletsConnected, actionCount: statistics.actionsConnected, mismatch: mismatch)
    }

    private static func count(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + count($1) } }
    private static func constraints(_ view: UIView) -> Int { view.constraints.count + view.subviews.reduce(0) { $0 + constraints($1) } }

    /// How the two controllers' views differ (descriptions, fonts, images, outlets, constraints), or nil.
    static func compare(_ nib: BenchmarkProfileController, _ code: BenchmarkProfileController) -> String? {
        let a = nib.view.recursiveDescription().replacingOccurrences(of: "headless.BenchmarkProfileController", with: "the controller")
        let b = code.view.recursiveDescription().replacingOccurrences(of: "headless.BenchmarkCodeProfileController", with: "the controller")
        if a != b {
            let first = zip(a.split(separator: "\n"), b.split(separator: "\n")).first { $0 != $1 }
            return "descriptions: \(first.map { "\($0.0)\n  vs \($0.1)" } ?? "line counts")"
        }
        func fonts(_ c: BenchmarkProfileController) -> [String] {
            [c.titleLabel.font, c.subtitleLabel.font, c.nameField.font, c.saveButton.titleLabel?.font, c.footerLabel.font].map { "\($0.map { "\($0)" } ?? "nil")" }
        }
        if fonts(nib) != fonts(code) { return "fonts: \(fonts(nib)) vs \(fonts(code))" }
        func colors(_ c: BenchmarkProfileController) -> [String] {
            [c.titleLabel.textColor, c.subtitleLabel.textColor, c.saveButton.titleColor(for: .normal)].map { "\($0.map { "\($0)" } ?? "nil")" }
        }
        if colors(nib) != colors(code) { return "colours: \(colors(nib)) vs \(colors(code))" }
        if nib.avatarView.image?.size != code.avatarView.image?.size { return "images" }
        if constraints(nib.view) != constraints(code.view) { return "constraints: \(constraints(nib.view)) vs \(constraints(code.view))" }
        if nib.detailLabels.count != code.detailLabels.count { return "outlet collection" }
        nib.saveButton.sendActions(for: .touchUpInside)
        code.saveButton.sendActions(for: .touchUpInside)
        if nib.actions != 1 || code.actions != 1 { return "actions" }
        return nil
    }

    /// The header of a PNG of that size (HeadlessUIKit reads sizes, not pixels).
    static func png(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    /// The scene, as Xcode writes it: a header stack, an avatar, two fields, a row of buttons in a stack,
    /// eight detail labels in a stack, four images, a footer with a label and a button, three notes.
    static let storyboard: String = {
        func label(_ id: String, _ text: String, _ frame: String, _ font: String, color: String? = nil) -> String {
            """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" \(frame)/>
                <fontDescription key="fontDescription" \(font)/>
                \(color.map { "<color key=\"textColor\" \($0) colorSpace=\"custom\" customColorSpace=\"sRGB\"/>" } ?? "<nil key=\"textColor\"/>")
                <nil key="highlightedColor"/>
            </label>
            """
        }
        func button(_ id: String, _ title: String, _ frame: String, _ action: String) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" \(frame)/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <state key="normal" title="\(title)">
                    <color key="titleColor" red="0.0" green="0.48" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </state>
                <connections>
                    <action selector="\(action)" destination="vc" eventType="touchUpInside" id="\(id)-action"/>
                </connections>
            </button>
            """
        }
        func image(_ id: String, _ name: String, _ frame: String, constraints: String = "") -> String {
            """
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="\(name)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" \(frame)/>
                \(constraints)
            </imageView>
            """
        }
        func field(_ id: String, _ placeholder: String, _ text: String?, _ frame: String) -> String {
            """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="\(placeholder)"\(text.map { " text=\"\($0)\"" } ?? "") textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" \(frame)/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """
        }
        func frame(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String { "x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\"" }
        func pin(_ id: String, _ item: String, _ attribute: String, _ constant: Double) -> String {
            "<constraint firstItem=\"\(item)\" firstAttribute=\"\(attribute)\" secondItem=\"root\" secondAttribute=\"\(attribute)\" constant=\"\(constant)\" id=\"\(id)\"/>"
        }
        let dark = "red=\"0.1\" green=\"0.1\" blue=\"0.1\" alpha=\"1\""
        let grey = "red=\"0.4\" green=\"0.4\" blue=\"0.45\" alpha=\"1\""
        let details = (0..<8).map { label("detail-\($0)", "Detail \($0 + 1)", frame(0, Double($0) * 23, 350, 21), "type=\"system\" pointSize=\"13\"") }
        let stars = (0..<4).map { image("star-\($0)", "star", frame(20 + Double($0) * 90, 490, 80, 80)) }
        let notes = (0..<3).map { label("note-\($0)", "Note \($0 + 1)", frame(20, 740 + Double($0) * 25, 350, 21), "type=\"system\" pointSize=\"11\"") }
        let scene = """
            <viewController storyboardIdentifier="Profile" id="vc" customClass="BenchmarkProfileController" customModule="headless" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" \(frame(0, 0, 390, 844))/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="header">
                            <rect key="frame" \(frame(20, 60, 350, 52))/>
                            <subviews>
                                \(label("title", "Ada Lovelace", frame(0, 0, 350, 29), "type=\"boldSystem\" pointSize=\"24\"", color: dark))
                                \(label("subtitle", "Analyst", frame(0, 33, 350, 19), "type=\"system\" pointSize=\"15\"", color: grey))
                            </subviews>
                        </stackView>
                        \(image("avatar", "avatar", frame(20, 124, 80, 80), constraints: """
                            <constraints>
                                <constraint firstAttribute="width" constant="80" id="avatar-w"/>
                                <constraint firstAttribute="height" constant="80" id="avatar-h"/>
                            </constraints>
                            """))
                        \(field("name", "Name", "Ada", frame(116, 124, 254, 34)))
                        \(field("email", "Email", nil, frame(116, 170, 254, 34)))
                        <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="buttons">
                            <rect key="frame" \(frame(20, 220, 350, 44))/>
                            <subviews>
                                \(button("save", "Save", frame(0, 0, 110, 44), "save:"))
                                \(button("cancel", "Cancel", frame(120, 0, 110, 44), "cancel:"))
                                \(button("help", "Help", frame(240, 0, 110, 44), "help:"))
                            </subviews>
                        </stackView>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="details">
                            <rect key="frame" \(frame(20, 280, 350, 182))/>
                            <subviews>
                                \(details.joined(separator: "\n"))
                            </subviews>
                        </stackView>
                        \(stars.joined(separator: "\n"))
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                            <rect key="frame" \(frame(0, 600, 390, 120))/>
                            <subviews>
                                \(label("footer-label", "Last saved today", frame(20, 20, 250, 21), "type=\"system\" pointSize=\"12\"", color: grey))
                                \(button("more", "More", frame(290, 15, 80, 30), "more:"))
                            </subviews>
                            <color key="backgroundColor" red="0.95" green="0.95" blue="0.97" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                        \(notes.joined(separator: "\n"))
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        \(pin("c1", "header", "leading", 20))
                        \(pin("c2", "header", "top", 60))
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="header" secondAttribute="trailing" constant="20" id="c3"/>
                        \(pin("c4", "avatar", "leading", 20))
                        <constraint firstItem="avatar" firstAttribute="top" secondItem="header" secondAttribute="bottom" constant="12" id="c5"/>
                        <constraint firstItem="name" firstAttribute="leading" secondItem="avatar" secondAttribute="trailing" constant="16" id="c6"/>
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="name" secondAttribute="trailing" constant="20" id="c7"/>
                        <constraint firstItem="email" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="12" id="c8"/>
                        \(pin("c9", "buttons", "leading", 20))
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="buttons" secondAttribute="trailing" constant="20" id="c10"/>
                        \(pin("c11", "details", "leading", 20))
                        <constraint firstItem="root" firstAttribute="trailing" secondItem="details" secondAttribute="trailing" constant="20" id="c12"/>
                        \(pin("c13", "footer", "leading", 0))
                        \(pin("c14", "footer", "trailing", 0))
                    </constraints>
                </view>
                <connections>
                    <outlet property="titleLabel" destination="title" id="o1"/>
                    <outlet property="subtitleLabel" destination="subtitle" id="o2"/>
                    <outlet property="avatarView" destination="avatar" id="o3"/>
                    <outlet property="nameField" destination="name" id="o4"/>
                    <outlet property="emailField" destination="email" id="o5"/>
                    <outlet property="saveButton" destination="save" id="o6"/>
                    <outlet property="cancelButton" destination="cancel" id="o7"/>
                    <outlet property="helpButton" destination="help" id="o8"/>
                    <outlet property="detailsStack" destination="details" id="o9"/>
                    <outlet property="footerLabel" destination="footer-label" id="o10"/>
                    \((0..<8).map { "<outletCollection property=\"detailLabels\" destination=\"detail-\($0)\" collectionClass=\"NSMutableArray\" id=\"oc\($0)\"/>" }.joined(separator: "\n"))
                </connections>
            </viewController>
            """
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="profile-scene">
                        <objects>
            \(scene)
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }()
}

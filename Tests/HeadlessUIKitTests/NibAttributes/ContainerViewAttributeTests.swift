import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct ContainerViewNibAttributeTests {
    @Test("An image view decodes its image, highlighted image and highlighted state")
    func imageView() throws {
        UIApplication.shared.resetForTesting()
        var nib = ArchiveFixture()
        let image = nib.image("photo")
        let highlighted = nib.image("photo-dim")
        let view = nib.view("UIImageView", [("UIImage", image), ("UIHighlightedImage", highlighted), ("UIHighlighted", .bool(true))])

        let decoded: UIImageView = try nib.instantiate(view)

        #expect(decoded.image?.name == "photo")
        #expect(decoded.highlightedImage?.name == "photo-dim")
        #expect(decoded.isHighlighted)
    }

    @Test("A scroll view decodes content size and insets, scrolling, paging, bouncing, indicators and zoom scales")
    func scrollView() throws {
        UIApplication.shared.resetForTesting()
        var nib = ArchiveFixture()
        let view = nib.view("UIScrollView", frame: CGRect(x: 0, y: 0, width: 320, height: 480), [
            ("UIClipsToBounds", .bool(true)), ("UIContentSize", ArchiveFixture.doubles([640, 960])),
            ("UIContentInset", ArchiveFixture.doubles([10, 0, 20, 0])), ("UIScrollDisabled", .bool(true)),
            ("UIPagingEnabled", .bool(true)), ("UIBounceEnabled", .bool(false)), ("UIAlwaysBounceVertical", .bool(true)),
            ("UIShowsVerticalScrollIndicator", .bool(false)), ("UIMinimumZoomScale", .float(0.5)),
            ("UIMaximumZoomScale", .float(3)), ("UIKeyboardDismissMode", .int8(1)),
        ])

        let decoded: UIScrollView = try nib.instantiate(view)

        #expect(decoded.contentSize == CGSize(width: 640, height: 960))
        #expect(decoded.contentInset == UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        #expect(!decoded.isScrollEnabled)
        #expect(decoded.isPagingEnabled)
        #expect(!decoded.bounces)
        #expect(decoded.alwaysBounceVertical)
        #expect(!decoded.showsVerticalScrollIndicator)
        #expect(decoded.showsHorizontalScrollIndicator)
        #expect(decoded.minimumZoomScale == 0.5)
        #expect(decoded.maximumZoomScale == 3)
        #expect(decoded.keyboardDismissMode == .onDrag)
        #expect(decoded.clipsToBounds)
    }

    @Test("A stack view decodes axis, distribution, alignment, spacing and arranged subviews, which are also subviews")
    func stackView() throws {
        UIApplication.shared.resetForTesting()
        var nib = ArchiveFixture()
        let first = nib.view("UILabel")
        let second = nib.view("UIView")
        let hiddenExtra = nib.view("UIView")
        let subviews = nib.array([.object(first), .object(second), .object(hiddenExtra)])
        let arranged = nib.array([.object(second), .object(first)])
        let stack = nib.view("UIStackView", [
            ("UISubviews", subviews), ("UIStackViewArrangedSubviews", arranged), ("UIStackViewAxis", .int8(1)),
            ("UIStackViewDistribution", .int8(1)), ("UIStackViewAlignment", .int8(3)), ("UIStackViewSpacing", .double(8)),
        ])

        let decoded: UIStackView = try nib.instantiate(stack)

        #expect(decoded.axis == .vertical)
        #expect(decoded.distribution == .fillEqually)
        #expect(decoded.alignment == .center)
        #expect(decoded.spacing == 8)
        #expect(decoded.arrangedSubviews.count == 2)
        #expect(decoded.arrangedSubviews.first != nil && !(decoded.arrangedSubviews.first is UILabel))
        #expect(decoded.arrangedSubviews.allSatisfy { $0.superview === decoded })
        #expect(decoded.subviews.count == 3)
    }

    @Test("A xib stack view arranges its subviews (our compiler writes no separate arranged list)")
    func stackViewFromXib() throws {
        UIApplication.shared.resetForTesting()
        let xml = """
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" id="st1">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="a1"><rect key="frame" x="0.0" y="0.0" width="200" height="46"/></view>
                    <view contentMode="scaleToFill" id="a2"><rect key="frame" x="0.0" y="54" width="200" height="46"/></view>
                </subviews>
            </stackView>
            """

        let stack = try #require(try XibFixture.subviews(xml).first as? UIStackView)

        #expect(stack.arrangedSubviews.count == 2)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == stack.subviews.map(ObjectIdentifier.init))
    }

    @Test("An activity indicator decodes its style, colour and hidesWhenStopped, and starts when archived animating")
    func activityIndicator() throws {
        UIApplication.shared.resetForTesting()
        var stopped = ArchiveFixture()
        let color = stopped.color(1, 0, 0)
        let stoppedView = stopped.view("UIActivityIndicatorView", [("UIActivityIndicatorViewStyle-Modern", .int8(101)), ("UIColor", color)])
        var running = ArchiveFixture()
        let runningView = running.view("UIActivityIndicatorView", [("UIActivityIndicatorViewStyle", .int8(2)),
                                                                   ("UIHidesWhenStopped", .bool(false)), ("UIAnimating", .bool(true))])

        let decodedStopped: UIActivityIndicatorView = try stopped.instantiate(stoppedView)
        let decodedRunning: UIActivityIndicatorView = try running.instantiate(runningView)

        #expect(decodedStopped.style == .large)
        #expect(decodedStopped.color == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(decodedStopped.hidesWhenStopped)
        #expect(decodedStopped.isHidden)
        #expect(!decodedStopped.isAnimating)
        #expect(decodedRunning.style == .gray)
        #expect(!decodedRunning.hidesWhenStopped)
        #expect(decodedRunning.isAnimating)
        #expect(!decodedRunning.isHidden)
    }
}

@MainActor
struct BarNibAttributeTests {
    @Test("Navigation bars, toolbars and tab bars decode their items, style, translucency and tint colours")
    func bars() throws {
        UIApplication.shared.resetForTesting()
        var navNib = ArchiveFixture()
        let navTitle = navNib.string("Inbox")
        let item = navNib.add("UINavigationItem", [("UITitle", navTitle)])
        let navItems = navNib.array([.object(item)])
        let barTint = navNib.color(0, 0, 1)
        let navBar = navNib.view("UINavigationBar", [("UIItems", navItems), ("UIBarStyle", .int8(1)),
                                                     ("UIBarTranslucence", .int8(2)), ("UIBarTintColor", barTint)])
        var toolNib = ArchiveFixture()
        let toolTitle = toolNib.string("Edit")
        let button = toolNib.add("UIBarButtonItem", [("UITitle", toolTitle)])
        let toolItems = toolNib.array([.object(button)])
        let toolbar = toolNib.view("UIToolbar", [("UIItems", toolItems), ("UIBarTranslucence", .int8(1))])
        var tabNib = ArchiveFixture()
        let tabTitle = tabNib.string("Home")
        let tab = tabNib.add("UITabBarItem", [("UITitle", tabTitle)])
        let tabItems = tabNib.array([.object(tab)])
        let selectedTint = tabNib.color(1, 0, 0)
        let tabBar = tabNib.view("UITabBar", [("UIItems", tabItems), ("UITintColor", selectedTint)])

        let decodedNav: UINavigationBar = try navNib.instantiate(navBar)
        let decodedToolbar: UIToolbar = try toolNib.instantiate(toolbar)
        let decodedTabBar: UITabBar = try tabNib.instantiate(tabBar)

        #expect(decodedNav.items?.map(\.title) == ["Inbox"])
        #expect(decodedNav.barStyle == .black)
        #expect(!decodedNav.isTranslucent)
        #expect(decodedNav.barTintColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(decodedToolbar.items?.map(\.title) == ["Edit"])
        #expect(decodedToolbar.isTranslucent)
        #expect(decodedTabBar.items?.map(\.title) == ["Home"])
        #expect(decodedTabBar.selectedImageTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }
}

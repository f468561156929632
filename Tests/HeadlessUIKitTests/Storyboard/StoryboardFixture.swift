import Foundation
@testable import HeadlessUIKit

/// Controllers of `Flow.storyboard`, recording what they see.
class FlowController: UIViewController {
    var prepared: [(identifier: String?, destination: UIViewController, destinationViewLoaded: Bool)] = []
    var shouldPerform = true
    var asked: [String] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination, segue.destination.isViewLoaded))
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        asked.append(identifier)
        return shouldPerform
    }
}

final class FlowHomeController: FlowController {
    @Outlet var nextButton: UIButton!
    var unwoundFrom: UIViewController?

    func unwindToHome(_ sender: Any?) {
        unwoundFrom = (sender as? UIStoryboardSegue)?.source
    }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding(["unwindToHome:": .init(FlowHomeController.unwindToHome)])
    }
}

final class FlowDetailController: FlowController {
    @Outlet var doneButton: UIButton!
}

final class FlowChildController: FlowController {
    @Outlet var closeButton: UIButton?
}

/// A storyboard with a navigation controller, a show segue from a button, a modal segue, an embed
/// segue and an unwind segue, written as Xcode writes them.
enum FlowStoryboard {
    static let text = IBXML.storyboard(initial: "nav-1", [
        IBXML.scene("nav", """
                <navigationController storyboardIdentifier="Nav" id="nav-1" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                        <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="home-1" kind="relationship" relationship="rootViewController" id="rel-1"/>
                    </connections>
                </navigationController>
        """),
        IBXML.scene("home", """
                <viewController storyboardIdentifier="Home" title="Home" id="home-1" customClass="FlowHomeController" customModule="HeadlessUIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="home-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="home-next">
                                <rect key="frame" x="20" y="100" width="100" height="30"/>
                                <state key="normal" title="Next"/>
                                <connections>
                                    <segue destination="detail-1" kind="show" identifier="ShowDetail" id="seg-show"/>
                                </connections>
                            </button>
                            <containerView opaque="NO" contentMode="scaleToFill" id="home-container">
                                <rect key="frame" x="20" y="200" width="300" height="200"/>
                                <connections>
                                    <segue destination="child-1" kind="embed" identifier="Embed" id="seg-embed"/>
                                </connections>
                            </containerView>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="Home Item" id="home-item"/>
                    <connections>
                        <outlet property="nextButton" destination="home-next" id="out-next"/>
                        <segue destination="modal-1" kind="presentation" identifier="Present" modalPresentationStyle="fullScreen" id="seg-modal"/>
                    </connections>
                </viewController>
        """),
        IBXML.scene("detail", """
                <viewController storyboardIdentifier="Detail" id="detail-1" customClass="FlowDetailController" customModule="HeadlessUIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="detail-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="detail-done">
                                <rect key="frame" x="20" y="100" width="100" height="30"/>
                                <state key="normal" title="Done"/>
                                <connections>
                                    <segue destination="detail-exit" kind="unwind" identifier="BackHome" unwindAction="unwindToHome:" id="seg-unwind"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="doneButton" destination="detail-done" id="out-done"/>
                    </connections>
                </viewController>
        """, extra: """
                <exit id="detail-exit" userLabel="Exit" sceneMemberID="exit"/>
        """),
        IBXML.scene("modal", """
                <viewController storyboardIdentifier="Modal" id="modal-1" customClass="FlowChildController" customModule="HeadlessUIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="modal-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="modal-close">
                                <rect key="frame" x="20" y="100" width="100" height="30"/>
                                <state key="normal" title="Close"/>
                                <connections>
                                    <segue destination="modal-exit" kind="unwind" identifier="CloseModal" unwindAction="unwindToHome:" id="seg-unwind-modal"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="closeButton" destination="modal-close" id="out-close"/>
                    </connections>
                </viewController>
        """, extra: """
                <exit id="modal-exit" userLabel="Exit" sceneMemberID="exit"/>
        """),
        IBXML.scene("child", """
                <viewController id="child-1" customClass="FlowChildController" customModule="HeadlessUIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="child-view">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    </view>
                </viewController>
        """),
    ].joined(separator: "\n"))
}

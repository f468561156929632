import Foundation
@testable import HeadlessUIKit

// A small meal-tracking app in the shape of Apple's FoodTracker tutorial: a navigation controller
// whose root lists meals in a table (prototype cell with a "show" segue to the form, an Add bar
// button with a "presentation" segue to the form in its own navigation controller), and a form
// with a name field that enables Save as you type, a photo with a tap gesture recognizer that
// presents an image picker, a rating control made of buttons, Cancel (an action) and Save (an
// unwind segue).

/// One meal.
struct DriverMeal: Equatable {
    var name: String
    var rating: Int
    var hasPhoto = false
}

/// The list of meals.
final class DriverMealListController: UITableViewController {
    var meals = [DriverMeal(name: "Caprese Salad", rating: 4), DriverMeal(name: "Chicken and Potatoes", rating: 5),
                 DriverMeal(name: "Pasta with Meatballs", rating: 3)]
    var preparedSegues: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { meals.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "MealCell", for: indexPath) as! DriverMealCell
        cell.nameLabel.text = meals[indexPath.row].name
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        meals.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        preparedSegues.append(segue.identifier ?? "")
        if segue.identifier == "ShowDetail", let form = segue.destination as? DriverMealFormController,
           let cell = sender as? DriverMealCell, let indexPath = tableView.indexPath(for: cell) {
            form.meal = meals[indexPath.row]
        }
    }

    func unwindToMealList(_ sender: Any?) {
        guard let form = (sender as? UIStoryboardSegue)?.source as? DriverMealFormController, let meal = form.meal else { return }
        if let selected = tableView.indexPathForSelectedRow {
            meals[selected.row] = meal
            tableView.reloadRows(at: [selected], with: .none)
        } else {
            meals.append(meal)
            tableView.insertRows(at: [IndexPath(row: meals.count - 1, section: 0)], with: .automatic)
        }
    }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding(["unwindToMealList:": .init(DriverMealListController.unwindToMealList)])
    }
}

/// A meal's row.
final class DriverMealCell: UITableViewCell {
    @Outlet var nameLabel: UILabel!
}

/// Five star buttons; tapping one sets the rating (tapping the current one resets it).
final class DriverRatingControl: UIStackView {
    private(set) var ratingButtons: [UIButton] = []
    var rating = 0 { didSet { updateSelection() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupButtons()
    }

    required init(coder: NSCoder) {  // UIStackView's is not failable (UIKit's signature)
        super.init(coder: coder)
        setupButtons()
    }

    func ratingButtonTapped(_ sender: Any?) {
        guard let button = sender as? UIButton, let index = ratingButtons.firstIndex(of: button) else { return }
        rating = index + 1 == rating ? 0 : index + 1
    }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding(["ratingButtonTappedWithButton:": .init(DriverRatingControl.ratingButtonTapped)])
    }

    private func setupButtons() {
        for index in 0..<5 {
            let button = UIButton()
            button.accessibilityLabel = "Set \(index + 1) star rating"
            button.addTarget(self, action: "ratingButtonTappedWithButton:", for: .touchUpInside)
            addArrangedSubview(button)
            ratingButtons.append(button)
        }
        updateSelection()
    }

    private func updateSelection() {
        for (index, button) in ratingButtons.enumerated() { button.isSelected = index < rating }
    }
}

/// The form that adds or edits a meal.
final class DriverMealFormController: UIViewController, UITextFieldDelegate, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    @Outlet var nameTextField: UITextField!
    @Outlet var photoImageView: UIImageView!
    @Outlet var ratingControl: DriverRatingControl!
    @Outlet var saveButton: UIBarButtonItem!
    var meal: DriverMeal?
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        nameTextField.delegate = self
        if let meal {
            navigationItem.title = meal.name
            nameTextField.text = meal.name
            ratingControl.rating = meal.rating
        }
        nameTextField.addTarget(self, action: "nameChanged:", for: .editingChanged)
        updateSaveButtonState()
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { events.append("didBegin") }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        events.append("shouldChange '\(string)'")
        return true
    }

    func nameChanged(_ sender: Any?) {
        events.append("editingChanged '\(nameTextField.text ?? "")'")
        updateSaveButtonState()   // Save follows the typing
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        events.append("shouldReturn")
        textField.resignFirstResponder()
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        events.append("didEnd")
        navigationItem.title = textField.text
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        photoImageView.image = info[.originalImage] as? UIImage
        dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { dismiss(animated: true) }

    func cancel(_ sender: Any?) {
        if presentingViewController is UINavigationController {
            dismiss(animated: true)
        } else {
            navigationController?.popViewController(animated: true)
        }
    }

    func selectImageFromPhotoLibrary(_ sender: Any?) {
        nameTextField.resignFirstResponder()
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.delegate = self
        present(picker, animated: true)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        guard let button = sender as? UIBarButtonItem, button === saveButton else { return }
        meal = DriverMeal(name: nameTextField.text ?? "", rating: ratingControl.rating, hasPhoto: photoImageView.image != nil)
    }

    private func updateSaveButtonState() {
        saveButton.isEnabled = !(nameTextField.text ?? "").isEmpty
    }

    override class var actionMethods: ActionMethods {
        super.actionMethods.adding([
            "cancel:": .init(DriverMealFormController.cancel),
            "selectImageFromPhotoLibrary:": .init(DriverMealFormController.selectImageFromPhotoLibrary),
            "nameChanged:": .init(DriverMealFormController.nameChanged),
        ])
    }
}

/// The app's storyboard, as Xcode writes it (FoodTracker's Main.storyboard, trimmed).
enum DriverMealStoryboard {
    static let text = IBXML.storyboard(initial: "nav-1", [
        IBXML.scene("nav", """
                <navigationController id="nav-1" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-1-bar">
                        <rect key="frame" x="0.0" y="47" width="390" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="list-1" kind="relationship" relationship="rootViewController" id="rel-1"/>
                    </connections>
                </navigationController>
        """),
        IBXML.scene("list", """
                <tableViewController id="list-1" customClass="DriverMealListController" customModule="HeadlessUIKitTests" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="90" sectionHeaderHeight="28" sectionFooterHeight="28" id="list-table">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="MealCell" rowHeight="90" id="list-cell" customClass="DriverMealCell" customModule="HeadlessUIKitTests">
                                <rect key="frame" x="0.0" y="28" width="390" height="90"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="list-cell" id="list-cell-content">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="89.5"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="list-cell-name">
                                            <rect key="frame" x="97" y="8" width="270" height="21"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        </label>
                                    </subviews>
                                </tableViewCellContentView>
                                <connections>
                                    <outlet property="nameLabel" destination="list-cell-name" id="out-cell-name"/>
                                    <segue destination="form-1" kind="show" identifier="ShowDetail" id="seg-show"/>
                                </connections>
                            </tableViewCell>
                        </prototypes>
                        <connections>
                            <outlet property="dataSource" destination="list-1" id="out-ds"/>
                            <outlet property="delegate" destination="list-1" id="out-dl"/>
                        </connections>
                    </tableView>
                    <navigationItem key="navigationItem" title="Your Meals" id="list-item">
                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="list-add">
                            <connections>
                                <segue destination="nav-2" kind="presentation" identifier="AddItem" id="seg-add"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                </tableViewController>
        """),
        IBXML.scene("form", """
                <viewController id="form-1" customClass="DriverMealFormController" customModule="HeadlessUIKitTests" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="form-view">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="form-stack">
                                <rect key="frame" x="16" y="111" width="358" height="410"/>
                                <subviews>
                                    <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Enter meal name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="form-name">
                                        <rect key="frame" x="0.0" y="0.0" width="358" height="30"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <textInputTraits key="textInputTraits" returnKeyType="done" enablesReturnKeyAutomatically="YES"/>
                                    </textField>
                                    <imageView contentMode="scaleToFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="form-photo">
                                        <rect key="frame" x="19" y="38" width="320" height="320"/>
                                        <gestureRecognizers/>
                                        <connections>
                                            <outletCollection property="gestureRecognizers" destination="form-tap" appends="YES" id="out-tap"/>
                                        </connections>
                                    </imageView>
                                    <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="form-rating" customClass="DriverRatingControl" customModule="HeadlessUIKitTests">
                                        <rect key="frame" x="53" y="366" width="252" height="44"/>
                                    </stackView>
                                </subviews>
                            </stackView>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="New Meal" id="form-item">
                        <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="form-cancel">
                            <connections>
                                <action selector="cancel:" destination="form-1" id="act-cancel"/>
                            </connections>
                        </barButtonItem>
                        <barButtonItem key="rightBarButtonItem" systemItem="save" id="form-save">
                            <connections>
                                <segue destination="form-exit" kind="unwind" unwindAction="unwindToMealList:" id="seg-save"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                    <connections>
                        <outlet property="nameTextField" destination="form-name" id="out-name"/>
                        <outlet property="photoImageView" destination="form-photo" id="out-photo"/>
                        <outlet property="ratingControl" destination="form-rating" id="out-rating"/>
                        <outlet property="saveButton" destination="form-save" id="out-save"/>
                    </connections>
                </viewController>
        """, extra: """
                <exit id="form-exit" userLabel="Exit" sceneMemberID="exit"/>
                <tapGestureRecognizer id="form-tap">
                    <connections>
                        <action selector="selectImageFromPhotoLibrary:" destination="form-1" id="act-photo"/>
                    </connections>
                </tapGestureRecognizer>
        """),
        IBXML.scene("nav2", """
                <navigationController id="nav-2" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-2-bar">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="form-1" kind="relationship" relationship="rootViewController" id="rel-2"/>
                    </connections>
                </navigationController>
        """),
    ].joined(separator: "\n"))

    /// Launches the app from the storyboard in a fresh window, as `UIMainStoryboardFile` does.
    @MainActor static func launch() throws -> (window: UIWindow, fixture: FixtureBundle) {
        UIApplication.shared.resetForTesting()
        let fixture = try FixtureBundle(["Main.storyboard": text])
        let window = UIApplication.shared.launchMainStoryboard(named: "Main", bundle: fixture.bundle)
        UIApplication.shared.runUntilIdle()
        return (window, fixture)
    }
}

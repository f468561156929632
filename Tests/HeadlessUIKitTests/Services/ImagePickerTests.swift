import Foundation
import Testing
@testable import HeadlessUIKit

/// FoodTracker's meal screen: picks a photo from the library and shows it.
@MainActor
private final class MealViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    let photoImageView = UIImageView()
    var cancelled = false
    var receivedInfo: [UIImagePickerController.InfoKey: Any] = [:]

    func selectImageFromPhotoLibrary() -> UIImagePickerController {
        let imagePickerController = UIImagePickerController()
        imagePickerController.sourceType = .photoLibrary
        imagePickerController.delegate = self
        present(imagePickerController, animated: true, completion: nil)
        return imagePickerController
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        cancelled = true
        dismiss(animated: true, completion: nil)
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        receivedInfo = info
        guard let selectedImage = info[.originalImage] as? UIImage else { return }
        photoImageView.image = selectedImage
        dismiss(animated: true, completion: nil)
    }
}

/// A delegate that implements nothing: the defaults dismiss the picker.
@MainActor
private final class SilentPickerDelegate: UIImagePickerControllerDelegate, UINavigationControllerDelegate {}

@MainActor
struct ImagePickerTests {
    @Test("FoodTracker: a photo picked from the library reaches the delegate, which shows it and dismisses the picker")
    func pickedPhotoReachesTheDelegate() {
        let stage = Stage()
        let meal = MealViewController()
        stage.show(meal)
        let photo = UIImage(size: CGSize(width: 40, height: 30), name: "meal")

        let picker = meal.selectImageFromPhotoLibrary()
        UIApplication.shared.runUntilIdle()
        #expect(meal.presentedViewController === picker)
        #expect(picker.simulatePick(photo))
        UIApplication.shared.runUntilIdle()

        #expect(meal.photoImageView.image == photo)
        #expect(meal.receivedInfo[.mediaType] as? String == "public.image")
        #expect(meal.receivedInfo[.editedImage] == nil)
        #expect(meal.presentedViewController == nil)
        #expect(picker.presentingViewController == nil)
    }

    @Test("An image picker's cancel reaches the delegate, which dismisses it")
    func cancelReachesTheDelegate() {
        let stage = Stage()
        let meal = MealViewController()
        stage.show(meal)
        let picker = meal.selectImageFromPhotoLibrary()
        UIApplication.shared.runUntilIdle()

        picker.simulateCancel()
        UIApplication.shared.runUntilIdle()

        #expect(meal.cancelled)
        #expect(meal.photoImageView.image == nil)
        #expect(meal.presentedViewController == nil)
    }

    @Test("An image picker that allows editing gives the edited image too")
    func editingAddsTheEditedImage() {
        let stage = Stage()
        let meal = MealViewController()
        stage.show(meal)
        let photo = UIImage(size: CGSize(width: 10, height: 10))
        let picker = UIImagePickerController()
        picker.allowsEditing = true
        picker.delegate = meal
        meal.present(picker, animated: false)
        UIApplication.shared.runUntilIdle()

        picker.simulatePick(photo)

        #expect(meal.receivedInfo[.editedImage] as? UIImage == photo)
        #expect(meal.receivedInfo[.originalImage] as? UIImage == photo)
    }

    @Test("A delegate that implements neither method gets the default: the picker dismisses itself")
    func defaultDelegateMethodsDismiss() {
        let stage = Stage()
        let root = UIViewController()
        stage.show(root)
        let delegate = SilentPickerDelegate()
        for pick in [true, false] {
            let picker = UIImagePickerController()
            picker.delegate = delegate
            root.present(picker, animated: true)
            UIApplication.shared.runUntilIdle()
            if pick { picker.simulatePick(UIImage(size: CGSize(width: 1, height: 1))) } else { picker.simulateCancel() }
            UIApplication.shared.runUntilIdle()
            #expect(root.presentedViewController == nil)
        }
    }

    @Test("An image picker that is not presented ignores a simulated pick, with a warning")
    func pickOnAPickerNotPresented() {
        let stage = Stage()
        let meal = MealViewController()
        let picker = UIImagePickerController()
        picker.delegate = meal

        #expect(!picker.simulatePick(UIImage(size: CGSize(width: 1, height: 1))))
        #expect(stage.recorder.diagnostics.contains { $0.contains("not presented") })
        #expect(meal.receivedInfo.isEmpty)
    }

    @Test("Headless, the photo library and saved album are available and the camera is not; the picker is a navigation controller")
    func sourceTypesAndModel() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        let picker = UIImagePickerController()
        #expect((picker as UIViewController) is UINavigationController)
        #expect(picker.sourceType == .photoLibrary)
        #expect(picker.mediaTypes == ["public.image"])
        #expect(!picker.allowsEditing)
        #expect(UIImagePickerController.SourceType.camera.rawValue == 1)
        #expect(UIImagePickerController.SourceType.savedPhotosAlbum.rawValue == 2)
        #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
        #expect(UIImagePickerController.InfoKey.imageURL.rawValue == "UIImagePickerControllerImageURL")
    }

    @Test("Choosing the camera where there is none stops with UIKit's exception")
    func cameraSourceStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIImagePickerController().sourceType = .camera
            }
        }

        #expect(standardError(of: result).contains("Source type 1 not available"))
    }
}

import { Modal } from '../forms/Modal.tsx';
import { ContactForm } from './ContactForm.tsx';

/** The contact modal (spec §2, §4): loaded on first use by ContactFormHost. */
export default function ContactDialog({ onClose, returnFocusTo }: { onClose: () => void; returnFocusTo: HTMLElement | null }) {
  return (
    <Modal
      title="Contact us"
      description="Tell us about your project. Fields marked * are required; we reply within one working day."
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      className="contact-dialog"
    >
      <ContactForm onFinished={onClose} autoFocus />
    </Modal>
  );
}

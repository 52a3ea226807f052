/**
 * Opens a file through a signed URL the server is about to make. The tab opens on the click itself (one opened after
 * an await is blocked as a pop-up) and goes to the URL once it arrives; where no tab could open, this page goes
 * there. If the URL cannot be made the empty tab closes and the error reaches the caller.
 */
export async function openSignedUrl(makeUrl: () => Promise<string>): Promise<void> {
  const opened = window.open('', '_blank');
  try {
    const url = await makeUrl();
    if (opened) {
      opened.opener = null;
      opened.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    opened?.close();
    throw error;
  }
}

/* A preloaded probe for scripts/bench-startup: it reads what a program owns at its first frame,
 * with no code in the program measured.
 *
 * Both programs of a start-up run (clew-demo --exit-after-first-frame and the C baselines) call
 * g_application_quit() from their window's first "after-paint". This library interposes that
 * function: the first call reads /proc/self/smaps_rollup (the whole process: GTK's, the Swift
 * runtime's and the program's own mappings) before quitting, and writes one line
 *     rss_kb pss_kb private_dirty_kb private_clean_kb anonymous_kb
 * to the file named by $CLEW_BENCH_MEMORY_FILE (appended). With $CLEW_BENCH_DUMP_TREE set it also
 * prints the widget tree of every toplevel to standard error (type, CSS classes, texts and icon
 * names; "[unmapped]" marks what is built but not drawn), to compare what two programs draw; with
 * $CLEW_BENCH_SCREENSHOT set to a path, it writes a PNG of the (first) window there. With
 * $CLEW_BENCH_SMAPS set to a path, it copies /proc/self/smaps there (every mapping), followed by
 * the lines "# exe PATH", "# thread NAME" for each thread, and
 * "# malloc arena_kb in_use_kb mmapped_kb threads N" (mallinfo2: the heap's size, what is
 * allocated in it, and what malloc mmapped apart; the process's thread count), for
 * Benchmarks/Startup/smaps-diff.py to compare two programs. With $CLEW_BENCH_PAGES set to a path, it
 * writes there one line per page of the program's own image (its file's mappings and the anonymous
 * mapping that continues them, the .bss): "OFFSET DIRTY", the page's offset from the image's start
 * in hex and 1 if the process owns it (/proc/self/pagemap: present, not a file page, mapped only
 * here: what relocation or a write copied, or a .bss page written), for
 * Benchmarks/Startup/image-pages.py to say which sections and modules those pages belong to.
 *
 *   gcc -O2 -shared -fPIC first-frame-probe.c -o first-frame-probe.so $(pkg-config --cflags gtk4) -ldl
 *   CLEW_BENCH_MEMORY_FILE=/tmp/memory LD_PRELOAD=$PWD/first-frame-probe.so clew-demo --exit-after-first-frame
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <gtk/gtk.h>
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static long field (const char *text, const char *name) {
  const char *at = strstr (text, name);
  return at ? strtol (at + strlen (name), NULL, 10) : -1;
}

static void write_memory (const char *path) {
  FILE *rollup = fopen ("/proc/self/smaps_rollup", "r");
  if (!rollup)
    return;
  char text[4096];
  size_t length = fread (text, 1, sizeof text - 1, rollup);
  fclose (rollup);
  text[length] = '\0';
  FILE *out = fopen (path, "a");
  if (!out)
    return;
  fprintf (out, "%ld %ld %ld %ld %ld\n", field (text, "\nRss:"), field (text, "\nPss:"),
           field (text, "\nPrivate_Dirty:"), field (text, "\nPrivate_Clean:"), field (text, "\nAnonymous:"));
  fclose (out);
}

static void copy_smaps (const char *path) {
  FILE *smaps = fopen ("/proc/self/smaps", "r");
  FILE *out = smaps ? fopen (path, "w") : NULL;
  if (!out) {
    if (smaps)
      fclose (smaps);
    return;
  }
  char buffer[65536];
  size_t length;
  while ((length = fread (buffer, 1, sizeof buffer, smaps)) > 0)
    fwrite (buffer, 1, length, out);
  fclose (smaps);
  long threads = -1;
  FILE *status = fopen ("/proc/self/status", "r");
  if (status) {
    char line[256];
    while (fgets (line, sizeof line, status))
      if (strncmp (line, "Threads:", 8) == 0)
        threads = strtol (line + 8, NULL, 10);
    fclose (status);
  }
  char exe[4096];
  ssize_t exe_length = readlink ("/proc/self/exe", exe, sizeof exe - 1);
  exe[exe_length > 0 ? exe_length : 0] = '\0';
  fprintf (out, "# exe %s\n", exe);
  GDir *tasks = g_dir_open ("/proc/self/task", 0, NULL);
  for (const char *task; tasks && (task = g_dir_read_name (tasks));) {
    char *comm_path = g_strdup_printf ("/proc/self/task/%s/comm", task), *comm = NULL;
    if (g_file_get_contents (comm_path, &comm, NULL, NULL))
      fprintf (out, "# thread %s", comm);
    g_free (comm);
    g_free (comm_path);
  }
  if (tasks)
    g_dir_close (tasks);
  struct mallinfo2 info = mallinfo2 ();
  fprintf (out, "# malloc %zu %zu %zu threads %ld\n", info.arena / 1024, info.uordblks / 1024, info.hblkhd / 1024,
           threads);
  fclose (out);
}

static void write_image_pages (const char *path) {
  char exe[4096];
  ssize_t exe_length = readlink ("/proc/self/exe", exe, sizeof exe - 1);
  exe[exe_length > 0 ? exe_length : 0] = '\0';
  FILE *maps = fopen ("/proc/self/maps", "r");
  FILE *out = maps ? fopen (path, "w") : NULL;
  int pagemap = open ("/proc/self/pagemap", O_RDONLY);
  if (!out || pagemap < 0) {
    if (maps)
      fclose (maps);
    if (out)
      fclose (out);
    if (pagemap >= 0)
      close (pagemap);
    return;
  }
  long page_size = sysconf (_SC_PAGESIZE);
  unsigned long base = 0, previous_end = 0;
  gboolean previous_is_image = FALSE;
  char line[4096 + 256];
  while (fgets (line, sizeof line, maps)) {
    unsigned long start, end;
    char name[4096] = "";
    if (sscanf (line, "%lx-%lx %*s %*s %*s %*s %4095[^\n]", &start, &end, name) < 2)
      continue;
    gboolean is_image = strcmp (name, exe) == 0;
    /* The .bss: the anonymous mapping right after the image's last file mapping. */
    gboolean is_bss = !is_image && name[0] == '\0' && previous_is_image && start == previous_end;
    previous_is_image = is_image;
    previous_end = end;
    if (is_image && !base)
      base = start;
    if (!is_image && !is_bss)
      continue;
    for (unsigned long page = start; page < end; page += page_size) {
      uint64_t entry = 0;
      if (pread (pagemap, &entry, sizeof entry, (off_t) (page / page_size * sizeof entry)) != sizeof entry)
        entry = 0;
      /* Bits 63 present, 61 file page or shared, 56 mapped by this process alone (kernel pagemap.rst). */
      gboolean owned = (entry >> 63 & 1) && !(entry >> 61 & 1) && (entry >> 56 & 1);
      fprintf (out, "%lx %d\n", page - base, owned ? 1 : 0);
    }
  }
  close (pagemap);
  fclose (maps);
  fclose (out);
}

static void dump (GtkWidget *widget, int depth) {
  fprintf (stderr, "%*s%s", depth * 2, "", G_OBJECT_TYPE_NAME (widget));
  char **classes = gtk_widget_get_css_classes (widget);
  for (char **class = classes; class && *class; class++)
    fprintf (stderr, ".%s", *class);
  g_strfreev (classes);
  if (GTK_IS_LABEL (widget))
    fprintf (stderr, " \"%s\"", gtk_label_get_label (GTK_LABEL (widget)));
  if (GTK_IS_IMAGE (widget) && gtk_image_get_icon_name (GTK_IMAGE (widget)))
    fprintf (stderr, " icon=%s", gtk_image_get_icon_name (GTK_IMAGE (widget)));
  if (gtk_widget_get_tooltip_text (widget))
    fprintf (stderr, " tooltip=\"%s\"", gtk_widget_get_tooltip_text (widget));
  if (!gtk_widget_get_mapped (widget))
    fprintf (stderr, " [unmapped]");
  fprintf (stderr, "\n");
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    dump (child, depth + 1);
}

static void screenshot (GtkWidget *window, const char *path) {
  GdkPaintable *paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int width = gtk_widget_get_width (window), height = gtk_widget_get_height (window);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  GskRenderNode *node = gtk_snapshot_free_to_node (snapshot);
  if (node) {
    GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
    GdkTexture *texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
    gdk_texture_save_to_png (texture, path);
    g_object_unref (texture);
    gsk_render_node_unref (node);
  }
  g_object_unref (paintable);
}

void g_application_quit (GApplication *application) {
  static gboolean done;
  if (!done) {
    done = TRUE;
    const char *path = getenv ("CLEW_BENCH_MEMORY_FILE");
    if (path && *path)
      write_memory (path);
    const char *smaps_path = getenv ("CLEW_BENCH_SMAPS");
    if (smaps_path && *smaps_path)
      copy_smaps (smaps_path);
    const char *pages_path = getenv ("CLEW_BENCH_PAGES");
    if (pages_path && *pages_path)
      write_image_pages (pages_path);
    GListModel *toplevels = gtk_window_get_toplevels ();
    const char *screenshot_path = getenv ("CLEW_BENCH_SCREENSHOT");
    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++) {
      GtkWidget *window = g_list_model_get_item (toplevels, i);
      if (getenv ("CLEW_BENCH_DUMP_TREE"))
        dump (window, 0);
      if (screenshot_path && *screenshot_path && i == 0)
        screenshot (window, screenshot_path);
      g_object_unref (window);
    }
  }
  void (*real) (GApplication *) = (void (*) (GApplication *)) dlsym (RTLD_NEXT, "g_application_quit");
  real (application);
}
